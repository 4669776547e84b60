import { toThirdPerson } from '../../journey/src/wording/toThirdPerson';

/**
 * Ways of rewording a journey text that keep what the product relies on: placeholders (`{name}`,
 * `{{name}}`) and the words the third-person wording reads (the pronouns, "thank", and the words
 * that decide "they" or "them"), so the additional driver's copy still rewords.
 */
export type Variant = 'prefix' | 'words' | 'tagged';

export const variants: readonly Variant[] = ['prefix', 'words', 'tagged'];

// `{name}`, `{{name}}`, and a keyword's value in a message: `{latestDate.days}`, `{earliestDate.years}`.
const PLACEHOLDER = /\{\{[^}]*\}\}|\{\w+(?:\.\w+)*\}/g;
const WORD = /[\p{L}][\p{L}'’]*/gu;

/** Whether toThirdPerson reads `word`: rewording it could change another word's rewording. */
function readByWording(word: string): boolean {
  const lower = word.toLowerCase();
  if (toThirdPerson(lower) !== lower || lower === 'thank') return true;
  // A word before "you" that makes it "them", or after it that keeps it "they".
  return (
    toThirdPerson(`${lower} you`) !== `${lower} they` ||
    toThirdPerson(`to you ${lower}`) !== `to them ${lower}`
  );
}

/** "Please" -> "Esaelp": the letters reversed, the first letter's case kept. */
function reverseWord(word: string): string {
  const reversed = [...word.toLowerCase()].reverse().join('');
  const first = word.charAt(0);
  return first === first.toUpperCase() && first !== first.toLowerCase()
    ? reversed.charAt(0).toUpperCase() + reversed.slice(1)
    : reversed;
}

/** Applies `change` to the parts of `text` outside its placeholders. */
function outsidePlaceholders(text: string, change: (part: string) => string): string {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    result += change(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return result + change(text.slice(last));
}

/**
 * A short tag naming where a text is written, so two texts that were equal now differ. Letters
 * only: a digit in a message reads as the limit it states (the checker compares it with the limit).
 */
function tagOf(place: string): string {
  let hash = 2166136261;
  for (const char of place) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  let tag = '';
  for (let i = 0; i < 5; i++, hash = Math.floor(hash / 26)) tag += String.fromCharCode(97 + (hash % 26));
  return tag;
}

/**
 * `text` reworded by `variant`:
 * - `prefix`: "Reworded: " before the text (every test that copied a text fails);
 * - `words`: each word of two letters or more spelt backwards, except the words the third-person
 *   wording reads (tests that matched part of a text, or a regular expression, fail too);
 * - `tagged`: a tag of the text's place before it (tests that read a text from the wrong place,
 *   one that happened to say the same, fail).
 * `place` is where the text is written ("content/pages.json#/pages/Declined/heading").
 */
export function rewordText(text: string, variant: Variant, place: string): string {
  switch (variant) {
    case 'prefix':
      return `Reworded: ${text}`;
    case 'tagged':
      return `[${tagOf(place)}] ${text}`;
    case 'words':
      return outsidePlaceholders(text, (part) =>
        part.replace(WORD, (word) => (word.length < 2 || readByWording(word) ? word : reverseWord(word))),
      );
  }
}
