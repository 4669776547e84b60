import type { FormatDefinition } from './formatDefinition';
import { accountNumber } from './accountNumber';
import { emailAddress } from './emailAddress';
import { fullName } from './fullName';
import { multiLine } from './multiLine';
import { oneLine } from './oneLine';
import { personName } from './personName';
import { quoteReference } from './quoteReference';
import { sortCode } from './sortCode';
import { strictDate } from './strictDate';
import { ukPhone } from './ukPhone';
import { ukPostcode } from './ukPostcode';
import { ukRegistration } from './ukRegistration';

export type { FormatDefinition } from './formatDefinition';
export { accountNumber } from './accountNumber';
export { emailAddress } from './emailAddress';
export { fullName } from './fullName';
export { multiLine } from './multiLine';
export { oneLine } from './oneLine';
export { personName } from './personName';
export { quoteReference } from './quoteReference';
export { normaliseSortCode, sortCode } from './sortCode';
export { parseIsoDate, strictDate, type IsoDate } from './strictDate';
export { dialledUkPhone, normalisePhone, ukPhone } from './ukPhone';
export { normalisePostcode, postcodeArea, postcodeAreas, ukPostcode } from './ukPostcode';
export {
  normaliseRegistration,
  registrationStyle,
  registrationYear,
  ukRegistration,
  type RegistrationStyle,
} from './ukRegistration';

/** Every custom format, registered by name in each ajv instance (server and browser alike). */
export const formats: FormatDefinition[] = [
  ukPostcode,
  ukPhone,
  ukRegistration,
  personName,
  fullName,
  emailAddress,
  strictDate,
  quoteReference,
  sortCode,
  accountNumber,
  oneLine,
  multiLine,
];
