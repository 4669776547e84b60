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

/**
 * The proposal with its van named as the catalogue names the van its ABI code is: the make, model
 * and description a client sent in other case or accents ("FORD", "TRANSIT CUSTOM"), which
 * vehicleDetailProblems takes as the same names, are stored as every lookup answers them ("Ford",
 * "Transit Custom"), so Cover Details and the documents show the van as the found van's card did.
 * Only when the looked-up answers differ from the stored ones (the same test as
 * vehicleDetailProblems, whose check it follows): one lookup by code, and the document itself
 * back when the names are already the catalogue's.
 */
export function withCatalogueNames(
  vans: VanCatalogue,
  document: Proposal,
  stored: Proposal | undefined,
): Proposal {
  const vehicle = vehicleOf(document);
  const before = vehicleOf(stored);
  if (LOOKED_UP_FIELDS.every((field) => vehicle[field] === before[field])) return document;
  const entry = typeof vehicle.abi_code === 'string' ? vans.byAbiCode(vehicle.abi_code) : undefined;
  if (!entry || document.risk === undefined) return document;
  const names: Partial<Vehicle> = {};
  if (typeof vehicle.manufacturer === 'string' && vehicle.manufacturer !== entry.manufacturer) {
    names.manufacturer = entry.manufacturer;
  }
  if (typeof vehicle.model === 'string' && vehicle.model !== entry.model) names.model = entry.model;
  if (typeof vehicle.description === 'string' && vehicle.description !== entry.variant.description) {
    names.description = entry.variant.description;
  }
  if (Object.keys(names).length === 0) return document;
  return { ...document, risk: { ...document.risk, vehicle: { ...vehicle, ...names } } };
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
