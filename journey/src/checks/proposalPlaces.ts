import type { SchemaObject } from 'ajv';
import proposalSchema from '../../../schemas/entities/proposal.schema.json';
import { allSchemas } from '../../../schemas/src/schemaRegistry';
import { schemaAtPath, type SchemaPlace } from '../rules/schemaAtPath';

const byId = new Map<string, SchemaObject>();
for (const schema of [...allSchemas, proposalSchema as SchemaObject])
  if (typeof schema.$id === 'string') byId.set(schema.$id, schema);

const root: SchemaPlace = { schema: proposalSchema as SchemaObject, base: proposalSchema.$id };

const isUnion = (schema: SchemaObject) =>
  schema.type === undefined && ['anyOf', 'oneOf', 'allOf'].some((key) => Array.isArray(schema[key]));

/**
 * The subschemas of the Proposal entity (references followed) that describe the answer at
 * `path` ('risk', 'additional_drivers', '*', ...); several where the entity offers a choice
 * (anyOf: an occupation or null), `[]` when the Proposal has no such answer.
 */
export function proposalPlaces(path: readonly string[]): SchemaPlace[] {
  return schemaAtPath(root, path, (id) => byId.get(id)).filter((place) => !isUnion(place.schema));
}

/** 'schemas/entities/driver-details.schema.json': the file of the entity a place belongs to. */
export function entityFile(place: SchemaPlace): string {
  const path = new URL(place.base).pathname.replace(/^\//, '');
  return path;
}
