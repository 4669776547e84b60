import type { VehicleLookupResult } from '../../../schemas/generated/index';
import { lookupResult } from './lookupResult';
import { lastYear, type VanCatalogue, type VanEntry } from './vanCatalogue';
import { fuelCode, UNKNOWN_BODY, UNKNOWN_SEATS } from './vehicleCodes';

/** The fields of a DVLA VES answer this service uses (DOMAIN.md section 4). */
export interface VesRecord {
  make: string;
  yearOfManufacture?: number;
  /** "YYYY-MM". */
  monthOfFirstRegistration?: string;
  /** cc; absent or 0 for electric vehicles. */
  engineCapacity?: number;
  /** "PETROL", "DIESEL", "ELECTRICITY", "HYBRID ELECTRIC"... */
  fuelType?: string;
}

/** Engine sizes within this many cc are the same engine (makers and DVLA round differently). */
const ENGINE_TOLERANCE_CC = 60;

// DVLA's "HYBRID ELECTRIC" covers plug-in hybrids too.
const fuelsAgree = (dvla: string, ours: string) =>
  dvla === ours || (dvla === 'H' && ours === 'PHEV') || (dvla === 'PHEV' && ours === 'H');

/**
 * Joins a VES record (make, year, engine, fuel: no model, body, seats or ABI code) with the
 * catalogue. The closest variant of that make made that year with that fuel and engine supplies
 * the model, derivative, engine size, fuel, transmission and ABI code; body style, seats and doors are given only
 * when every candidate agrees, and are otherwise left unknown (BLANK, "0", 0) so the form asks.
 * Undefined when the catalogue holds no such van: the caller answers "not found".
 */
export function joinVesRecord(
  catalogue: VanCatalogue,
  registration: string,
  record: VesRecord,
  now: Date,
): VehicleLookupResult | undefined {
  const make = catalogue.canonicalMake(record.make);
  if (make === undefined) return undefined;
  const year = record.yearOfManufacture ?? yearOf(record.monthOfFirstRegistration);
  const fuel = fuelCode(record.fuelType);
  const cc = record.engineCapacity ?? 0;
  const candidates = catalogue
    .entriesOf(make)
    .filter(
      ({ variant: v }) =>
        (year === undefined || (v.year_min <= year && year <= lastYear(v, now))) &&
        (fuel === undefined || fuelsAgree(fuel, v.fuel_type)) &&
        Math.abs(v.engine_size - cc) <= ENGINE_TOLERANCE_CC,
    );
  const best = [...candidates].sort(
    (a, b) => Math.abs(a.variant.engine_size - cc) - Math.abs(b.variant.engine_size - cc),
  )[0];
  if (best === undefined) return undefined;
  const agreed = <T>(pick: (e: VanEntry) => T, unknown: T): T =>
    candidates.every((e) => pick(e) === pick(best)) ? pick(best) : unknown;
  // The variant's own engine size and fuel, not DVLA's: the van is rated, and its answers are
  // held on every save (server/quoting/vehicleDetails.ts), as that catalogue van.
  return {
    ...lookupResult(registration, best, year ?? best.variant.year_min),
    body_style: agreed((e) => e.variant.body_style, UNKNOWN_BODY),
    seats: agreed((e) => e.variant.seats, UNKNOWN_SEATS),
    doors: agreed((e) => e.variant.doors, 0),
  };
}

function yearOf(month: string | undefined): number | undefined {
  const match = /^(\d{4})-\d{2}$/.exec(month ?? '');
  return match ? Number(match[1]) : undefined;
}
