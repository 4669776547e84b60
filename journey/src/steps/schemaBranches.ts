import { isObject } from './documentRefs';
import type { JsonObject } from './stepTypes';

/** The schema and every conditional branch of it (then, else, allOf members), at one level. */
export function branches(schema: JsonObject): JsonObject[] {
  const nested = [schema.then, schema.else, ...((schema.allOf as unknown[] | undefined) ?? [])].filter(
    isObject,
  );
  return [schema, ...nested.flatMap(branches)];
}

/**
 * Each property the schemas may show, in the order they are written, with every definition of
 * it across their branches (a question defined in two branches has two definitions).
 */
export function propertiesOf(schemas: readonly JsonObject[]): Map<string, JsonObject[]> {
  const found = new Map<string, JsonObject[]>();
  for (const branch of schemas.flatMap(branches))
    for (const [name, definition] of Object.entries((branch.properties as JsonObject | undefined) ?? {}))
      if (isObject(definition)) found.set(name, [...(found.get(name) ?? []), definition]);
  return found;
}
