import { isObject } from '../steps/documentRefs';
import { definitionsAt, partsOf } from '../steps/schemaResolver';
import type { JsonObject } from '../steps/stepTypes';

/**
 * A number a page form states for one of its questions, read where the form writes it: a keyword
 * (`minAge`) or a date bound's offset (`latestDate.days`) of the question at `path`. Page copy that
 * states the same limit fills it in from here, so changing the form changes the words with it.
 */
export function formNumber(schema: JsonObject, path: readonly string[], keyword: string): number {
  const [name, unit] = keyword.split('.') as [string, string | undefined];
  const value = definitionsAt([schema], path)
    .flatMap((definition) => partsOf(definition))
    .map((part) => part[name])
    .find((found) => found !== undefined);
  const number = unit && isObject(value) ? value[unit] : value;
  if (typeof number !== 'number') {
    throw new Error(`${String(schema.$id)} states no number as ${keyword} for ${path.join('.')}`);
  }
  return number;
}
