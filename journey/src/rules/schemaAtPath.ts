import type { SchemaObject } from 'ajv';
import { WILDCARD, type Segment } from './path';

/** A subschema and the `$id` its relative `$ref`s resolve against. */
export interface SchemaPlace {
  schema: SchemaObject;
  base: string;
}

export type SchemaLookup = (id: string) => SchemaObject | undefined;

const isSchema = (value: unknown): value is SchemaObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The place itself, its `$ref` target and every branch of anyOf/oneOf/allOf, references followed. */
export function branches(place: SchemaPlace, lookup: SchemaLookup, depth = 0): SchemaPlace[] {
  if (depth > 20) return [];
  const { schema, base } = place;
  if (typeof schema.$ref === 'string') {
    const id = new URL(schema.$ref, base).href;
    const target = lookup(id.split('#')[0] ?? id);
    return target ? branches({ schema: target, base: id }, lookup, depth + 1) : [];
  }
  const alternatives = ['anyOf', 'oneOf', 'allOf'].flatMap((key) =>
    Array.isArray(schema[key]) ? (schema[key] as unknown[]).filter(isSchema) : [],
  );
  return [place, ...alternatives.flatMap((branch) => branches({ schema: branch, base }, lookup, depth + 1))];
}

function child(place: SchemaPlace, segment: Segment): SchemaPlace | undefined {
  const { schema, base } = place;
  if (segment === WILDCARD || typeof segment === 'number') {
    return isSchema(schema.items) ? { schema: schema.items, base } : undefined;
  }
  const properties = schema.properties as Record<string, unknown> | undefined;
  const property = properties && Object.hasOwn(properties, segment) ? properties[segment] : undefined;
  return isSchema(property) ? { schema: property, base } : undefined;
}

/**
 * Every subschema a concrete or `[*]` path can lead to (several through anyOf), `[]` when the
 * schema has no such answer.
 */
export function schemaAtPath(
  root: SchemaPlace,
  segments: readonly Segment[],
  lookup: SchemaLookup,
): SchemaPlace[] {
  let places = branches(root, lookup);
  for (const segment of segments) {
    places = places
      .map((place) => child(place, segment))
      .filter((place): place is SchemaPlace => place !== undefined)
      .flatMap((place) => branches(place, lookup));
  }
  return places;
}
