import { isObject } from './documentRefs';
import { partsOf, type Matches } from './schemaResolver';
import type { JsonObject } from './stepTypes';
import { putAnswer } from '../putAnswer';

export type { Matches } from './schemaResolver';

// Both walks share every part they leave alone with the data they are given and copy only the
// objects and arrays on the way to a change: the server prepares the whole proposal once for each
// of the seven steps on every save, and a proposal usually needs no change at all.

/** The answers without their empty strings (an empty string is no answer); `value` is not changed. */
export function withoutEmptyStrings(value: unknown): unknown {
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i += 1) {
      const item: unknown = value[i];
      const cleaned = withoutEmptyStrings(item);
      if (cleaned !== item) (copy ??= value.slice())[i] = cleaned;
    }
    return copy ?? value;
  }
  if (!isObject(value)) return value;
  let copy: JsonObject | undefined;
  for (const key of Object.keys(value)) {
    const item = value[key];
    if (item === '') {
      delete (copy ??= { ...value })[key];
      continue;
    }
    const cleaned = withoutEmptyStrings(item);
    if (cleaned !== item) putAnswer((copy ??= { ...value }), key, cleaned);
  }
  return copy ?? value;
}

function fill(schema: JsonObject, data: JsonObject, matches: Matches): JsonObject {
  const parts = partsOf(schema, { data, matches });
  const propertySchemas = (key: string) =>
    parts.map((s) => (s.properties as JsonObject | undefined)?.[key]).filter(isObject);
  let filled = data;
  for (const part of parts) {
    for (const key of (part.required as string[] | undefined) ?? []) {
      if (filled[key] === undefined && propertySchemas(key).some((s) => s.type === 'object')) {
        if (filled === data) filled = { ...data };
        filled[key] = {};
      }
    }
  }
  for (const key of Object.keys(filled)) {
    let value = filled[key];
    for (const propertySchema of propertySchemas(key)) {
      if (isObject(value)) value = fill(propertySchema, value, matches);
      else if (Array.isArray(value) && isObject(propertySchema.items))
        value = fillItems(propertySchema.items, value, matches);
    }
    if (value !== filled[key]) {
      if (filled === data) filled = { ...data };
      filled[key] = value;
    }
  }
  return filled;
}

function fillItems(items: JsonObject, list: unknown[], matches: Matches): unknown[] {
  let copy: unknown[] | undefined;
  for (let i = 0; i < list.length; i += 1) {
    const item: unknown = list[i];
    if (!isObject(item)) continue;
    const filled = fill(items, item, matches);
    if (filled !== item) (copy ??= list.slice())[i] = filled;
  }
  return copy ?? list;
}

/**
 * The answers as a step checks them: an empty string is no answer (as in the form), and every
 * group of questions the step asks (an object it requires, such as risk.proposer.name) exists,
 * so a missing answer is reported at the question ('Select your title' at
 * risk.proposer.name.title) rather than at its group. `data` is not changed: what changes is
 * copied, and the parts that need no change are shared with it.
 */
export function prepareAnswers(schema: JsonObject, data: unknown, matches: Matches): unknown {
  const cleaned = withoutEmptyStrings(data ?? {});
  return isObject(cleaned) ? fill(schema, cleaned, matches) : cleaned;
}
