import { CommercialLookupAdapter } from './commercialLookupAdapter';
import { DVLA_VES_PRODUCTION_URL, DvlaVesAdapter } from './dvlaVesAdapter';
import { EmbeddedVehicleProvider } from './embeddedVehicleProvider';
import { KEPT_ANSWER_TTL_MS, KEPT_ANSWERS_MAX } from '../shared/keptAnswers';
import { RememberedLookups } from './rememberedLookups';
import { embeddedVanCatalogue, type VanCatalogue } from './vanCatalogue';
import type { VehicleProvider } from './vehicleProvider';

export interface VehicleProviderDeps {
  /** "Now", for plate ages and open production runs. */
  clock?: () => Date;
  /** The catalogue; the embedded one (data/vans.json) unless a test gives another. */
  catalogue?: VanCatalogue;
}

/** A few seconds: the customer is waiting on the Find Van button. */
export const DEFAULT_VEHICLE_TIMEOUT_MS = 5000;

/**
 * Picks the vehicle provider from the environment (every variable is documented in README.md):
 * `VEHICLE_PROVIDER` = `embedded` (default) | `dvla` | `commercial`. A missing or malformed
 * setting throws an Error naming the variable, so a misconfigured server stops at start-up
 * instead of answering "not found" to every customer.
 */
export function createVehicleProvider(
  env: Record<string, string | undefined>,
  deps: VehicleProviderDeps = {},
): VehicleProvider {
  const catalogue = deps.catalogue ?? embeddedVanCatalogue();
  const clock = deps.clock ?? (() => new Date());
  const kind = env.VEHICLE_PROVIDER || 'embedded';
  switch (kind) {
    case 'embedded':
      return new EmbeddedVehicleProvider(catalogue, clock);
    case 'dvla':
      return remembered(
        new DvlaVesAdapter({
          url: httpUrl(env, 'DVLA_VES_URL', DVLA_VES_PRODUCTION_URL),
          apiKey: required(env, 'DVLA_API_KEY'),
          timeoutMs: timeout(env),
          catalogue,
          clock,
        }),
        clock,
      );
    case 'commercial':
      return remembered(
        new CommercialLookupAdapter({
          url: httpUrl(env, 'VEHICLE_API_URL'),
          apiKey: required(env, 'VEHICLE_API_KEY'),
          timeoutMs: timeout(env),
          catalogue,
          clock,
        }),
        clock,
      );
    default:
      throw new Error(`VEHICLE_PROVIDER must be embedded, dvla or commercial, not "${kind}"`);
  }
}

/** A paid service's answers kept a while, so Find Van and the save that checks it ask once. */
function remembered(provider: VehicleProvider, clock: () => Date): VehicleProvider {
  return new RememberedLookups(provider, {
    ttlMs: KEPT_ANSWER_TTL_MS,
    max: KEPT_ANSWERS_MAX,
    clock,
  });
}

function required(env: Record<string, string | undefined>, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set when VEHICLE_PROVIDER is ${env.VEHICLE_PROVIDER}`);
  return value;
}

function httpUrl(env: Record<string, string | undefined>, name: string, fallback?: string): string {
  const value = env[name] || fallback;
  if (!value) return required(env, name);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, not "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL, not "${value}"`);
  }
  return url.href;
}

function timeout(env: Record<string, string | undefined>): number {
  const raw = env.VEHICLE_TIMEOUT_MS;
  if (raw === undefined || raw === '') return DEFAULT_VEHICLE_TIMEOUT_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 100 || value > 60_000) {
    throw new Error(`VEHICLE_TIMEOUT_MS must be a whole number from 100 to 60000, not "${raw}"`);
  }
  return value;
}
