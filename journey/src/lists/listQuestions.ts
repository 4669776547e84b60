import { isObject } from '../steps/documentRefs';
import type { JsonObject } from '../steps/stepTypes';

/** A question whose answer is an option of a reference list. */
export interface ListQuestion {
  /** The answer's dotted path; `*` stands for every item of an array ("risk.additional_drivers.*.name.title"). */
  path: string;
  /** The list's name ("person_title"). */
  list: string;
  /** The question's schema (its title, its errorMessage). */
  schema: JsonObject;
}

/**
 * Every question of a loaded step schema (references inlined) that names a list with the `list`
 * keyword, wherever it is asked: in `if`/`then`/`else` branches, `allOf` groups, array items. A
 * question asked in two branches is listed twice.
 */
export function listQuestions(schema: unknown, keys: readonly string[] = []): ListQuestion[] {
  if (!isObject(schema)) return [];
  const found: ListQuestion[] =
    typeof schema.list === 'string' ? [{ path: keys.join('.'), list: schema.list, schema }] : [];
  if (isObject(schema.properties))
    for (const [name, child] of Object.entries(schema.properties))
      found.push(...listQuestions(child, [...keys, name]));
  found.push(...listQuestions(schema.items, [...keys, '*']));
  for (const branch of [schema.then, schema.else]) found.push(...listQuestions(branch, keys));
  for (const group of ['allOf', 'anyOf', 'oneOf'])
    if (Array.isArray(schema[group]))
      for (const member of schema[group]) found.push(...listQuestions(member, keys));
  return found;
}
