import type { Proposal, Vehicle } from '../../schemas/generated/index';
import type { FieldError } from '../httpError';
import { lastYear, sameName, type VanCatalogue } from '../providers/vehicle/vanCatalogue';

/**
 * The answers a van lookup gives (the registration lookup or the manual cascade): the customer
 * picks a van, never types these. The registration is the customer's own and is not among them.
 */
export const LOOKED_UP_FIELDS = [
  'abi_code',
  'manufacturer',
  'model',
  'description',
  'year',
  'engine_size',
  'fuel_type',
  'transmission',
] as const satisfies readonly (keyof Vehicle)[];

/** Where the message goes: the lookup's own answer, which the form's van lookup shows. */
export const VEHICLE_DETAILS_PATH = 'risk.vehicle.abi_code';

/**
 * What breaks the rule that the van's looked-up answers describe a van of the catalogue, as a
 * lookup answered them: its ABI code is the catalogue's, and the make, model, description,
 * engine size, fuel and transmission are that van's (names as the catalogue writes them, case
 * and accents aside: sameName), and the year falls within its production run. Every lookup answers from the
 * catalogue, so a client that wrote its own (an engine size of 0, a make of another van) is
 * refused with `message` rather than priced. Checked only when those answers differ from the
 * stored ones, so a proposal sent back as it was read passes as it was stored. Pure but for
 * `now`, which ends the run of a van still made.
 */
export function vehicleDetailProblems(
  vans: VanCatalogue,
  document: Proposal,
  stored: Proposal | undefined,
  now: Date,
  message: string,
): FieldError[] {
  const vehicle = vehicleOf(document);
  const before = vehicleOf(stored);
  if (LOOKED_UP_FIELDS.every((field) => vehicle[field] === before[field])) return [];
  if (LOOKED_UP_FIELDS.every((field) => vehicle[field] === undefined)) return [];
  return describesCatalogueVan(vans, vehicle, now) ? [] : [{ path: VEHICLE_DETAILS_PATH, message }];
}

/** Whether the looked-up answers are a catalogue van's, as vehicleDetailProblems says. */
export function describesCatalogueVan(vans: VanCatalogue, vehicle: Vehicle, now: Date): boolean {
  // The answers may not be the types the schemas ask for yet: their own checks say so.
  const { abi_code: code, manufacturer, model, description, year } = vehicle as Record<string, unknown>;
  const entry = typeof code === 'string' ? vans.byAbiCode(code) : undefined;
  if (!entry) return false;
  const { variant } = entry;
  // The make as the lookups write it (the catalogue's), not any spelling a provider has of it.
  return (
    typeof manufacturer === 'string' &&
    sameName(manufacturer, entry.manufacturer) &&
    typeof model === 'string' &&
    sameName(model, entry.model) &&
    (description === undefined ||
      (typeof description === 'string' && sameName(description, variant.description))) &&
    vehicle.engine_size === variant.engine_size &&
    vehicle.fuel_type === variant.fuel_type &&
    vehicle.transmission === variant.transmission &&
    (year === undefined ||
      (typeof year === 'number' && variant.year_min <= year && year <= lastYear(variant, now)))
  );
}

/** The proposal's van answers, or none, whatever shape the client sent. */
export const vehicleOf = (document: Proposal | undefined): Vehicle => {
  const vehicle: unknown = document?.risk?.vehicle;
  return typeof vehicle === 'object' && vehicle !== null ? (vehicle as Vehicle) : {};
};
