import type { ErrorObject } from 'ajv';
import { createAjv, schemaId } from '../../../schemas/src/createAjv';
import type { Proposal } from '../../../schemas/generated/index';
import { proposalFixture, setAnswer } from '../../fixtures/index';

// Helpers shared by the entity tests (not a test file itself).

const ajv = createAjv();

/** Validates `data` against the schema at `file` (e.g. "entities/proposal.schema.json"); [] when valid. */
export function errorsOf(file: string, data: unknown): ErrorObject[] {
  const validate = ajv.getSchema(schemaId(file));
  if (!validate) throw new Error(`schema ${file} is not registered`);
  return validate(data) ? [] : [...(validate.errors ?? [])];
}

/**
 * The fixture proposal with `value` put at the dotted `path` ("risk.vehicle.value",
 * "risk.proposer.driver_details.claims.0.date"); missing objects on the way are created.
 * `undefined` deletes the field.
 */
export function proposalWith(path: string, value: unknown): Proposal {
  return setAnswer(proposalFixture(), path, value);
}

/** `count` copies of `item`. */
export function times<T>(count: number, item: T): T[] {
  return Array.from({ length: count }, () => structuredClone(item));
}
