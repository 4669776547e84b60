import directDebitSchema from '../../forms/direct-debit/schema.json';
import { definitionsAt, partsOf } from '../steps/schemaResolver';
import type { JsonObject } from '../steps/stepTypes';

/**
 * The youngest account holder who may sign a Direct Debit mandate, as the direct debit form states
 * it: the `minAge` of its third party's date of birth (journey/forms/direct-debit/schema.json). The
 * page, which takes the account from a younger proposer, and the server, which refuses a younger
 * proposer or holder, both read it here, so the limit is written once.
 */
export function accountHolderMinAge(schema: JsonObject = directDebitSchema as JsonObject): number {
  const minAge = definitionsAt([schema], ['direct_debit', 'third_party', 'date_of_birth'])
    .flatMap((definition) => partsOf(definition))
    .map((part) => part.minAge)
    .find((value): value is number => typeof value === 'number');
  if (minAge === undefined)
    throw new Error("journey/forms/direct-debit/schema.json states no minAge for the holder's date of birth");
  return minAge;
}
