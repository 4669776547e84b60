import { isObject } from '../steps/documentRefs';

/** Where a schema names a reference list with the `list` keyword: the keys leading to it. */
export interface ListKeyword {
  keys: string[];
  list: unknown;
}

// Draft-07 keywords whose value is a schema, a list of schemas, or a map of names to schemas;
// anything else (enum, const, default, errorMessage, ...) holds data, where "list" is no keyword.
const SCHEMA = new Set([
  'items',
  'additionalItems',
  'additionalProperties',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
]);
const SCHEMAS = new Set(['allOf', 'anyOf', 'oneOf', 'items']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', 'dependencies']);

/**
 * Every `list` keyword of a schema document, however deep (branches, array items, shared
 * definitions), with the keys that lead to it ('definitions', 'your-details', 'properties', ...).
 */
export function schemaLists(schema: unknown, keys: string[] = []): ListKeyword[] {
  if (!isObject(schema)) return [];
  const found: ListKeyword[] = 'list' in schema ? [{ keys: [...keys, 'list'], list: schema.list }] : [];
  for (const [key, value] of Object.entries(schema)) {
    if (SCHEMAS.has(key) && Array.isArray(value))
      value.forEach((member, i) => found.push(...schemaLists(member, [...keys, key, String(i)])));
    else if (SCHEMA.has(key)) found.push(...schemaLists(value, [...keys, key]));
    else if (SCHEMA_MAPS.has(key) && isObject(value))
      for (const [name, child] of Object.entries(value))
        found.push(...schemaLists(child, [...keys, key, name]));
  }
  return found;
}
