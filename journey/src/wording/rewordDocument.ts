import { toThirdPerson } from './toThirdPerson';

/** Keys whose string value is wording shown to the customer, in schemas and ui schemas. */
const TEXT_KEYS = new Set([
  'title',
  'description',
  'ui:title',
  'ui:description',
  'ui:help',
  'ui:placeholder',
]);

/** Wording keys inside `ui:options`. */
const OPTION_TEXT_KEYS = new Set(['title', 'description', 'help', 'placeholder']);

/** Keys whose values are data, not wording: answers, codes, patterns, references. */
const DATA_KEYS = new Set([
  'enum',
  'const',
  'default',
  'examples',
  'pattern',
  'format',
  '$ref',
  '$id',
  '$schema',
]);

function rewordAll(node: unknown, reword: (text: string) => string): unknown {
  if (typeof node === 'string') return reword(node);
  if (Array.isArray(node)) return node.map((item) => rewordAll(item, reword));
  if (node !== null && typeof node === 'object')
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, rewordAll(value, reword)]));
  return node;
}

function walk(node: unknown, reword: (text: string) => string, textKeys: ReadonlySet<string>): unknown {
  if (Array.isArray(node)) return node.map((item) => walk(item, reword, TEXT_KEYS));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (DATA_KEYS.has(key)) return [key, value];
      // ajv-errors messages: a string, or objects of strings keyed by keyword and property.
      if (key === 'errorMessage') return [key, rewordAll(value, reword)];
      if (typeof value === 'string') return [key, textKeys.has(key) ? reword(value) : value];
      return [key, walk(value, reword, key === 'ui:options' ? OPTION_TEXT_KEYS : TEXT_KEYS)];
    }),
  );
}

/**
 * A copy of a JSON Schema or RJSF ui schema with its wording reworded: every `title`,
 * `description`, `errorMessage` text, `ui:title`, `ui:description`, `ui:help` and
 * `ui:placeholder` (and their `ui:options` forms). Property names, enums, defaults, patterns and
 * references are left alone, so the additional driver's item schema is derived from the
 * proposer's questions: `rewordDocument(proposerQuestions)` (third person by default).
 */
export function rewordDocument<T>(document: T, reword: (text: string) => string = toThirdPerson): T {
  return walk(document, reword, TEXT_KEYS) as T;
}
