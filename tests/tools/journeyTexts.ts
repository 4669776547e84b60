/**
 * Which strings of the journey documents are copy: what a customer reads (titles, descriptions,
 * messages, help, labels, page texts, list option names, add-on texts) or a product person writes
 * in words (rule descriptions). Routes, ids, keys, URLs, codes, widget names, formats and the
 * steps' test tables are not. The reword tool rewrites exactly these, and the test that keeps
 * journey text out of the tests looks for exactly these.
 */

/** A string of a journey document that is copy. */
export interface JourneyText {
  /** Relative to journey/, e.g. "content/pages.json". */
  file: string;
  /** The keys from the document's top to the string (array indexes as strings). */
  keys: string[];
  text: string;
}

/** Words, in a schema, whose string value is copy. */
const SCHEMA_TEXT_KEYS = new Set(['title', 'description']);

/** ui.json keys (at any level, ui:options included) whose string value is copy. */
const UI_TEXT_KEYS = new Set([
  'ui:title',
  'ui:description',
  'ui:help',
  'ui:placeholder',
  'submitText',
  'addLabel',
  'addAnotherLabel',
  'editLabel',
  'removeLabel',
  'itemTitle',
]);

/** content/ keys under which values are never copy: routes, route policy, styles, answer paths. */
const CONTENT_DATA_KEYS = new Set(['route', 'routing', 'outcomes', 'variant', 'carry', 'notShown']);

/** Looks like a path, URL, e-mail address, number, time or code rather than words. */
function looksLikeData(text: string): boolean {
  return (
    !/\p{L}/u.test(text) ||
    /^(\/|https?:|mailto:|tel:)/.test(text) ||
    /^[^\s@]+@[^\s@]+$/.test(text) ||
    /^[a-z]+(_[a-z]+)+$/.test(text)
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the string at `keys` of the journey document `file` is copy. */
export function isJourneyText(file: string, keys: readonly string[], text: string): boolean {
  const last = keys.at(-1) ?? '';
  const named = keys.filter((key) => !/^\d+$/.test(key));
  const lastName = named.at(-1) ?? '';
  if (keys.some((key) => key.startsWith('_') || key.startsWith('$'))) return false;
  if (/(^|\/)(cases|[^/]+\.cases)\.json$/.test(file)) return false;
  if (file.endsWith('schema.json')) {
    if (named.includes('errorMessage')) return true;
    // The document's own description tells developers what the form is for and what it sends.
    if (keys.length === 1 && last === 'description') return false;
    // A schema keyword's value, not a property named "title" (properties map names to schemas).
    return SCHEMA_TEXT_KEYS.has(last) && keys.at(-2) !== 'properties';
  }
  if (file.endsWith('ui.json')) return UI_TEXT_KEYS.has(lastName);
  if (file.startsWith('lists/')) return keys[0] === 'options' && last === 'name';
  if (file === 'journey.json') return (keys[0] === 'stages' || keys[0] === 'steps') && last === 'title';
  if (file === 'rules.json') return last === 'description';
  if (file === 'addons.json') return ['title', 'headline', 'description', 'label', 'text'].includes(last);
  if (file.startsWith('content/')) {
    if (named.some((key) => CONTENT_DATA_KEYS.has(key))) return false;
    return !looksLikeData(text);
  }
  return false;
}

/** Every string of `node` with the keys that lead to it. */
function* strings(node: unknown, keys: string[] = []): Generator<[string[], string]> {
  if (typeof node === 'string') yield [keys, node];
  else if (Array.isArray(node))
    for (const [i, item] of node.entries()) yield* strings(item, [...keys, String(i)]);
  else if (isRecord(node))
    for (const [key, value] of Object.entries(node)) yield* strings(value, [...keys, key]);
}

/** Every copy string of the journey documents (parsed, by path relative to journey/). */
export function journeyTexts(documents: Readonly<Record<string, unknown>>): JourneyText[] {
  return Object.entries(documents).flatMap(([file, document]) =>
    [...strings(document)]
      .filter(([keys, text]) => isJourneyText(file, keys, text))
      .map(([keys, text]) => ({ file, keys, text })),
  );
}

/** The JSON pointer of `keys` ("/properties/risk/title"). */
export function pointerOf(keys: readonly string[]): string {
  return keys.map((key) => `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
