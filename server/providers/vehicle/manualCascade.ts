import type {
  ManualLookupResult,
  ReferenceListOption,
  VehicleManualQuery,
  VehicleOptionsResponse,
} from '../../../schemas/generated/index';
import { lastYear, type VanCatalogue, type VanEntry } from './vanCatalogue';
import { fuelName, fuelRank } from './vehicleCodes';

/** The key of the answer to a manual lookup query: the next choice, or "vehicles" after the year. */
export type ManualAnswerKey = keyof VehicleOptionsResponse;

/** Which answer a query asks for: `{}` -> manufacturer, `{manufacturer}` -> model, ... */
export function nextChoice(query: VehicleManualQuery): ManualAnswerKey {
  if (query.manufacturer === undefined) return 'manufacturer';
  if (query.model === undefined) return 'model';
  if (query.fuel_type === undefined) return 'fuel_type';
  if (query.year === undefined) return 'year';
  return 'vehicles';
}

/** The answer with nothing in it: what a failed lookup answers (spec 000 section 8). */
export function emptyAnswer(query: VehicleManualQuery): VehicleOptionsResponse {
  return { [nextChoice(query)]: [] };
}

const option = (name: string, value = name): ReferenceListOption => ({ name, value });
const unique = <T>(items: readonly T[]) => [...new Set(items)];

/**
 * The manual cascade over the catalogue (spec 000 section 4, "Manual lookup"): each answer is
 * the options of the next dropdown; after the year, the vehicles made that year. An unknown
 * value matches nothing, so its answer is an empty list rather than an error.
 */
export function manualAnswer(
  catalogue: VanCatalogue,
  query: VehicleManualQuery,
  now: Date,
): VehicleOptionsResponse {
  const { manufacturer, model, fuel_type: fuel, year } = query;
  if (manufacturer === undefined) return { manufacturer: catalogue.manufacturers().map((m) => option(m)) };
  if (model === undefined) {
    const models = unique(catalogue.entriesOf(manufacturer).map((e) => e.model));
    return { model: models.sort((a, b) => a.localeCompare(b)).map((m) => option(m)) };
  }
  const ofModel = catalogue.entriesOf(manufacturer, model);
  if (fuel === undefined) {
    const fuels = unique(ofModel.map((e) => e.variant.fuel_type)).sort((a, b) => fuelRank(a) - fuelRank(b));
    return { fuel_type: fuels.map((code) => option(fuelName(code), code)) };
  }
  const ofFuel = ofModel.filter((e) => e.variant.fuel_type === fuel);
  if (year === undefined) {
    const years = new Set<number>();
    for (const { variant } of ofFuel) {
      for (let y = variant.year_min; y <= lastYear(variant, now); y += 1) years.add(y);
    }
    return { year: [...years].sort((a, b) => b - a).map((y) => option(String(y))) };
  }
  const matching = catalogue.madeIn(Number(year), now, ofFuel);
  return { vehicles: matching.sort(byEngineThenName).map((e) => manualResult(e, now)) };
}

const byEngineThenName = (a: VanEntry, b: VanEntry) =>
  a.variant.engine_size - b.variant.engine_size || a.variant.description.localeCompare(b.variant.description);

/** A catalogue entry as the confirm list shows it; the codes are the journey lists' codes. */
export function manualResult({ manufacturer, model, variant }: VanEntry, now: Date): ManualLookupResult {
  return {
    manufacturer,
    model,
    description: variant.description,
    fuel_type: variant.fuel_type,
    fuel_type_cdl: variant.fuel_type,
    transmission_cdl: variant.transmission,
    engine_size: variant.engine_size,
    year_min: variant.year_min,
    year_max: lastYear(variant, now),
    abi_code: variant.abi_code,
  };
}
