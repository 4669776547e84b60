import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import { schemaId } from '../schemas/src/createAjv';
import { type FieldError, toFieldErrors } from '../journey/src/fieldErrors';

/** A compiled check: the errors as a value, `[]` when the data is valid. */
export type Check = (data: unknown) => FieldError[];

/** Compiles a registered schema once (at start-up) and returns its check. */
export function compileCheck(ajv: Ajv, relativeId: string): Check {
  const validate: ValidateFunction | undefined = ajv.getSchema(schemaId(relativeId));
  if (!validate) throw new Error(`No schema ${relativeId} is registered`);
  return (data) => (validate(data) ? [] : toFieldErrors(validate.errors));
}
