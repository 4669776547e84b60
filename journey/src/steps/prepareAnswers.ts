import { isObject } from './documentRefs';
import { partsOf, type Matches } from './schemaResolver';
import type { JsonObject } from './stepTypes';

export type { Matches } from './schemaResolver';

function withoutEmptyStrings(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyStrings);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== '')
      .map(([k, v]) => [k, withoutEmptyStrings(v)]),
  );
}

function fill(schema: JsonObject, data: JsonObject, matches: Matches): void {
  const parts = partsOf(schema, { data, matches });
  const propertySchemas = (key: string) =>
    parts.map((s) => (s.properties as JsonObject | undefined)?.[key]).filter(isObject);
  for (const key of parts.flatMap((s) => (s.required as string[] | undefined) ?? [])) {
    if (data[key] === undefined && propertySchemas(key).some((s) => s.type === 'object')) data[key] = {};
  }
  for (const [key, value] of Object.entries(data)) {
    for (const propertySchema of propertySchemas(key)) {
      if (isObject(value)) fill(propertySchema, value, matches);
      else if (Array.isArray(value) && isObject(propertySchema.items))
        for (const item of value) if (isObject(item)) fill(propertySchema.items, item, matches);
    }
  }
}

/**
 * The answers as a step checks them: an empty string is no answer (as in the form), and every
 * group of questions the step asks (an object it requires, such as risk.proposer.name) exists,
 * so a missing answer is reported at the question ('Select your title' at
 * risk.proposer.name.title) rather than at its group. Returns a copy; `data` is not changed.
 */
export function prepareAnswers(schema: JsonObject, data: unknown, matches: Matches): unknown {
  const copy = withoutEmptyStrings(data ?? {});
  if (isObject(copy)) fill(schema, copy, matches);
  return copy;
}
