import type {
  VehicleLookupResult,
  VehicleManualQuery,
  VehicleOptionsResponse,
} from '../../../schemas/generated/index';
import {
  normaliseRegistration,
  registrationStyle,
  registrationYear,
} from '../../../schemas/src/formats/ukRegistration';
import { lookupResult } from './lookupResult';
import { manualAnswer } from './manualCascade';
import { lastYear, type VanCatalogue, type VanEntry } from './vanCatalogue';
import type { VehicleProvider } from './vehicleProvider';

/**
 * Plates whose normalised form ends in these letters are never found, so testers can reach the
 * not-found path with a valid plate: "AB12NFD", "K50NFD", "Q123NFD" (as DVLA's own test plate
 * ER19NFD answers 404).
 */
export const NEVER_FOUND_ENDING = 'NFD';

/** FNV-1a, 32 bits: a stable hash of the plate, the same on every machine and every run. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The embedded default: every valid plate resolves, deterministically, to a plausible van of the
 * catalogue whose production years include the plate's year (its age identifier or its prefix or
 * suffix letter); a plate that carries no date (Q, Northern Ireland, dateless, diplomatic) gets
 * any van and a year within its production run. Plates ending in {@link NEVER_FOUND_ENDING} are
 * never found. No network, so the whole journey works offline.
 */
export class EmbeddedVehicleProvider implements VehicleProvider {
  readonly name = 'embedded';

  constructor(
    private readonly catalogue: VanCatalogue,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async findByRegistration(registration: string): Promise<VehicleLookupResult[]> {
    const plate = normaliseRegistration(registration);
    const style = registrationStyle(plate);
    if (style === null || plate.endsWith(NEVER_FOUND_ENDING)) return [];
    const now = this.clock();
    const dated = style === 'current' || style === 'prefix' || style === 'suffix';
    const plateYear = dated ? registrationYear(plate, now) : null;
    // A dated plate whose identifier is not issued yet belongs to no vehicle.
    if (dated && plateYear === null) return [];
    const candidates = plateYear === null ? this.catalogue.entries : this.catalogue.madeIn(plateYear, now);
    if (candidates.length === 0) return [];
    const h = hash(plate);
    const entry = candidates[h % candidates.length] as VanEntry;
    const { variant } = entry;
    const span = lastYear(variant, now) - variant.year_min + 1;
    const year = plateYear ?? variant.year_min + (hash(`${plate}/year`) % Math.max(1, span));
    return [lookupResult(plate, entry, year)];
  }

  async manualLookup(query: VehicleManualQuery): Promise<VehicleOptionsResponse> {
    return manualAnswer(this.catalogue, query, this.clock());
  }
}
