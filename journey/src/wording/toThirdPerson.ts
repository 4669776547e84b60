/**
 * The additional driver's wording of a proposer's question: "Have you had any claims?" becomes
 * "Have they had any claims?", "Enter your first name" becomes "Enter their first name".
 *
 * Singular "they" takes the verb as "you" does ("you are" / "they are", "Do you" / "Do they"), so
 * only the pronouns change and no verb needs rewriting; "Do you" stays "Do they" rather than
 * "Does this driver", which would read differently from every other question. "you" becomes
 * "them" where it is an object: after a preposition or a verb such as "insure" ("refused to insure
 * you?" -> "refused to insure them?"), unless a verb follows ("than you are" -> "than they are").
 * "Thank you" speaks to the customer and is left alone. Capitals are kept (You -> They, YOUR ->
 * THEIR); words merely starting with "you" (young, youth) are untouched.
 */
export function toThirdPerson(text: string): string {
  return text.replace(PRONOUN, (match: string, word: string, offset: number) => {
    const lower = word.toLowerCase().replace('’', "'");
    if (lower === 'you' && previousWord(text, offset) === 'thank') return match;
    const replacement =
      lower === 'you' ? (isObject(text, offset, match.length) ? 'them' : 'they') : (FIXED[lower] ?? lower);
    return withCaseOf(match, word.includes('’') ? replacement.replace("'", '’') : replacement);
  });
}

const PRONOUN = /\b(you['’]re|you['’]ve|you['’]d|you['’]ll|yourselves|yourself|yours|your|you)\b/gi;

const FIXED: Record<string, string> = {
  "you're": "they're",
  "you've": "they've",
  "you'd": "they'd",
  "you'll": "they'll",
  yourselves: 'themselves',
  yourself: 'themselves',
  yours: 'theirs',
  your: 'their',
};

/** Words after which "you" is the object: prepositions and verbs that take a person. */
const BEFORE_OBJECT = new Set(
  (
    'to for with by from of about against at on than without towards toward near like between except ' +
    'behind upon into onto insure insured refuse refused cancel cancelled give gave given tell told ' +
    'offer offered contact call email send sent let help ask asked allow allowed charge charged cover ' +
    'covered owe pay paid'
  ).split(' '),
);

/** Words after which "you" is the subject even when an object word precedes it. */
const AFTER_SUBJECT = new Set(
  (
    'are were have had do did can could will would should may might must need hold held ' +
    'own drive use live work currently ever also still normally usually'
  ).split(' '),
);

function previousWord(text: string, offset: number): string {
  return /([A-Za-z]+)[^A-Za-z]*$/.exec(text.slice(0, offset))?.[1]?.toLowerCase() ?? '';
}

function isObject(text: string, offset: number, length: number): boolean {
  const following = /^\s+([A-Za-z]+)/.exec(text.slice(offset + length))?.[1]?.toLowerCase();
  if (following && AFTER_SUBJECT.has(following)) return false;
  return BEFORE_OBJECT.has(previousWord(text, offset));
}

function withCaseOf(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return replacement.toUpperCase();
  const first = original.charAt(0);
  return first === first.toUpperCase()
    ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
    : replacement;
}
