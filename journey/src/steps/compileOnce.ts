import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import type { JsonObject } from './stepTypes';

// Compiled once per ajv instance and schema object.
const compiled = new WeakMap<Ajv, WeakMap<object, ValidateFunction>>();

/**
 * A journey document's schema compiled once per ajv instance. Without its $id, so two loads of
 * the same document (reworded differently) can share an ajv; `addType` compiles an `if` schema
 * as an object schema.
 */
export function compileOnce(ajv: Ajv, schema: JsonObject, addType = false): ValidateFunction {
  let cache = compiled.get(ajv);
  if (!cache) compiled.set(ajv, (cache = new WeakMap()));
  let validate = cache.get(schema);
  if (!validate) {
    const { $id: _id, ...rest } = schema;
    validate = ajv.compile(addType ? { type: 'object', ...rest } : rest);
    cache.set(schema, validate);
  }
  return validate;
}
