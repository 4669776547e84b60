import type { VehicleLookupResult } from '../../../schemas/generated/index';
import type { VanEntry } from './vanCatalogue';

/** A catalogue entry as the registration lookup answers it, for a plate and a year. */
export function lookupResult(registration: string, entry: VanEntry, year: number): VehicleLookupResult {
  const { variant } = entry;
  return {
    registration,
    manufacturer: entry.manufacturer,
    model: entry.model,
    description: variant.description,
    year,
    engine_size: variant.engine_size,
    transmission: variant.transmission,
    fuel_type: variant.fuel_type,
    doors: variant.doors,
    seats: variant.seats,
    body_style: variant.body_style,
    abi_code: variant.abi_code,
  };
}
