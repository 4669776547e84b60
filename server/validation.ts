import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import { type OperationDeclaration, type OperationId, operations } from '../schemas/src/apiOperations';
import { schemaId } from '../schemas/src/createAjv';
import { type FieldError, toFieldErrors } from '../journey/src/fieldErrors';
import { trimmedAnswers } from '../journey/src/trimmedAnswers';
import { invalid } from './httpError';
import { notAnObjectMessage } from './apiMessages';
import type { BodyName } from './apiMessages';
import { type StoredWriting, storedWriting } from './storedWriting';

/** A compiled check: the errors as a value, `[]` when the data is valid. */
export interface Check {
  (data: unknown): FieldError[];
  /**
   * The answers it passed written as they are stored (storedWriting: a postcode "LS6 1HR"); absent
   * when the schema has no answer of such a format.
   */
  readonly stored?: StoredWriting;
}

/** Compiles a registered schema once (at start-up) and returns its check. */
export function compileCheck(ajv: Ajv, relativeId: string): Check {
  const validate: ValidateFunction | undefined = ajv.getSchema(schemaId(relativeId));
  if (!validate) throw new Error(`No schema ${relativeId} is registered`);
  const check = (data: unknown) => (validate(data) ? [] : toFieldErrors(validate.errors));
  const stored = storedWriting(ajv, schemaId(relativeId));
  return stored ? Object.assign(check, { stored }) : check;
}

/** The answers a check passed, as they are stored (Check.stored). */
export function asStored<T>(data: T, check: Check): T {
  return check.stored ? check.stored(data) : data;
}

/**
 * The check of a call's body or query as the operations table declares it (schemas/src/apiOperations.ts),
 * the same declaration openapi.json is drawn from.
 */
export function operationCheck(ajv: Ajv, id: OperationId, part: 'body' | 'query'): Check {
  const declared: OperationDeclaration = operations[id];
  const path = declared[part];
  if (!path) throw new Error(`The call ${id} declares no ${part}`);
  return compileCheck(ajv, path);
}

/**
 * The request body, checked: a 422 naming every answer that breaks the schema, before anything else
 * runs. Texts are trimmed first (trimmedAnswers), as the form trims them, so " James " is saved as
 * "James" rather than refused; the trimmed copy, its postcodes and registrations in their stored
 * writing (asStored: "ls61hr" is "LS6 1HR"), is what the route gets.
 */
export function checkedBody<T>(body: unknown, check: Check, what: BodyName = 'request'): T {
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw invalid([{ path: '', message: notAnObjectMessage(what) }]);
  }
  const trimmed = trimmedAnswers(body);
  const errors = check(trimmed);
  if (errors.length > 0) throw invalid(errors);
  return asStored(trimmed, check) as T;
}
