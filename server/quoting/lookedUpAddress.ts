import type { LookedUpAddress } from '../../journey/src/lookedUpAddresses';
import { getAt } from '../../journey/src/rules/getAt';
import { setAt } from '../../journey/src/rules/setAt';
import type { Address } from '../../schemas/generated/index';
import { normalisePostcode } from '../../schemas/src/formats/ukPostcode';
import { HttpError, type FieldError } from '../httpError';
import type { AddressProvider } from '../providers/address/AddressProvider';
import { ProviderError } from '../providers/shared/providerHttp';

const LINES = ['line_1', 'line_2', 'line_3', 'line_4', 'line_5'] as const;

/** Lines compared as a customer reads them: spaces and case aside. */
const line = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().toLowerCase() : '';

/** Whether two addresses have the same lines, whatever their postcodes. */
export function sameLines(a: Partial<Address>, b: Partial<Address>): boolean {
  return LINES.every((name) => line(a[name]) === line(b[name]));
}

/** Whether `address` is one of the addresses the lookup `found`: the same lines and postcode. */
export function isFound(address: Partial<Address>, found: readonly Partial<Address>[]): boolean {
  return foundAs(address, found) !== undefined;
}

/** The address the lookup `found` that `address` is (the same lines and postcode), if any. */
function foundAs(
  address: Partial<Address>,
  found: readonly Partial<Address>[],
): Partial<Address> | undefined {
  const postcode = normalisePostcode(String(address.postcode ?? ''));
  return found.find(
    (candidate) =>
      sameLines(address, candidate) && normalisePostcode(String(candidate.postcode ?? '')) === postcode,
  );
}

/** `address` with the lines of `wording` (the same lines, spaces and case aside), its postcode kept. */
function linesOf(address: Partial<Address>, wording: Partial<Address>): Partial<Address> {
  const kept: Partial<Address> = { ...address };
  for (const name of LINES) {
    if (wording[name] === undefined) delete kept[name];
    else kept[name] = wording[name];
  }
  return kept;
}

/**
 * The answers with each address of `fields` whose lines are the stored ones, spaces and case aside,
 * written in the stored lines' words: those were the address lookup's when it was picked, so
 * "55 QUEENS WAY" sent back is stored, printed and declared as "55 Queens Way". Pure.
 */
export function withStoredLines<T>(fields: readonly LookedUpAddress[], document: T, stored: unknown): T {
  let worded: unknown = document;
  for (const field of fields) {
    const path = field.path.split('.');
    const given = getAt(worded, path);
    const before = getAt(stored, path);
    if (!isAddress(given) || !isAddress(before) || !sameLines(given, before)) continue;
    worded = setAt(worded, path, linesOf(given, before));
  }
  return worded as T;
}

const isAddress = (value: unknown): value is Partial<Address> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The answers of `fields` a save must hold to the address lookup: each address whose lines the
 * save gives anew (a first answer, or lines other than the stored ones). An address stored as it
 * was needs no lookup: it was held to the list when it was saved. Neither does a stored address
 * given a new postcode with its lines kept: that is the specification's edit variant, where the
 * form keeps the stored lines and does not ask the choice again. An answer that is not an address
 * with a postcode is left to the schema's messages. Pure.
 */
export function addressesToLookUp(
  fields: readonly LookedUpAddress[],
  document: unknown,
  stored: unknown,
): { field: LookedUpAddress; address: Partial<Address> }[] {
  const due: { field: LookedUpAddress; address: Partial<Address> }[] = [];
  for (const field of fields) {
    const path = field.path.split('.');
    const address = getAt(document, path);
    if (address === null || typeof address !== 'object') continue;
    const given = address as Partial<Address>;
    if (typeof given.postcode !== 'string' || typeof given.line_1 !== 'string') continue;
    const before = getAt(stored, path);
    if (before !== null && typeof before === 'object' && sameLines(given, before as Partial<Address>))
      continue;
    due.push({ field, address: given });
  }
  return due;
}

export interface LookedUpAddressCheck {
  addresses: AddressProvider;
  /** The answers picked from the lookup's list (journey/src/lookedUpAddresses.ts). */
  fields: readonly LookedUpAddress[];
  /** The journey's words for a lookup that could not be made (errors.json addressLookupUnavailable). */
  unavailable: string;
}

/**
 * Holds the addresses a save gives anew to the address lookup: each must be one the lookup finds
 * at its postcode, as the form only lets the customer pick one from its list. Answers the field
 * errors (the form's own message, at the address's list) and the answers with each address found
 * written in the lookup's own words ("55 QUEENS WAY" is stored "55 Queens Way", as the lookup
 * spells it); throws 502 when the lookup service cannot answer, so an address is never stored
 * unchecked.
 */
export async function checkLookedUpAddresses<T>(
  check: LookedUpAddressCheck,
  document: T,
  stored: unknown,
): Promise<{ problems: FieldError[]; document: T }> {
  const problems: FieldError[] = [];
  let worded: unknown = document;
  for (const { field, address } of addressesToLookUp(check.fields, document, stored)) {
    let found: Partial<Address>[];
    try {
      found = await check.addresses.lookup(normalisePostcode(String(address.postcode)));
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      throw new HttpError(502, 'address_lookup_unavailable', check.unavailable);
    }
    const match = foundAs(address, found);
    if (match) worded = setAt(worded, field.path.split('.'), linesOf(address, match));
    else problems.push({ path: field.messagePath, message: field.message });
  }
  return { problems, document: worded as T };
}
