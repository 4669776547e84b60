import type { SchemaObject } from 'ajv';
import { deepEqual } from './deepEqual';

function fitsType(type: unknown, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number';
    case 'integer':
      return Number.isInteger(value);
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    default:
      return true;
  }
}

/**
 * Whether a constant a rule compares with or sets can be the answer this (reference-free)
 * subschema describes: its type, its enum or const. Not a full validation; enough to catch
 * `"950"` written as 950 or a yes/no written as "false".
 */
export function valueFits(schema: SchemaObject, value: unknown): boolean {
  if (Array.isArray(schema.enum)) return schema.enum.some((option: unknown) => deepEqual(option, value));
  if ('const' in schema) return deepEqual(schema.const, value);
  if (schema.type === undefined) return true;
  const types: unknown[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.some((type) => fitsType(type, value));
}
