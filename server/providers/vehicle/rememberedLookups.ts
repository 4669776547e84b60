import type {
  VehicleLookupResult,
  VehicleManualQuery,
  VehicleOptionsResponse,
} from '../../../schemas/generated/index';
import type { VehicleProvider } from './vehicleProvider';

export interface RememberedLookupsOptions {
  /** How long a plate's answer is kept. */
  ttlMs: number;
  /** The most plates kept; the least recently asked goes first. */
  max: number;
  clock: () => Date;
}

/** Half an hour: a customer's lookup on step 2 is still known when the step is saved. */
export const REMEMBERED_LOOKUP_TTL_MS = 30 * 60_000;
export const REMEMBERED_LOOKUP_MAX = 5000;

/**
 * A paid lookup service's answers, kept a while by plate: the form's Find Van and the save that
 * then holds the van to its registration (quoting/registeredVan.ts) ask the service once between
 * them, not twice. Only answers are kept, never failures, so a service that failed is asked again.
 * Kept in this process's memory: a save answered by another process asks again.
 */
export class RememberedLookups implements VehicleProvider {
  readonly name: string;
  private readonly kept = new Map<string, { at: number; found: VehicleLookupResult[] }>();

  constructor(
    /** The service asked. */
    readonly inner: VehicleProvider,
    private readonly options: RememberedLookupsOptions,
  ) {
    this.name = inner.name;
  }

  async findByRegistration(registration: string): Promise<VehicleLookupResult[]> {
    const now = this.options.clock().getTime();
    const kept = this.kept.get(registration);
    this.kept.delete(registration);
    if (kept && now - kept.at >= 0 && now - kept.at < this.options.ttlMs) {
      this.kept.set(registration, kept);
      return structuredClone(kept.found);
    }
    const found = await this.inner.findByRegistration(registration);
    this.kept.set(registration, { at: now, found: structuredClone(found) });
    while (this.kept.size > this.options.max) this.kept.delete(this.kept.keys().next().value as string);
    return found;
  }

  manualLookup(query: VehicleManualQuery): Promise<VehicleOptionsResponse> {
    return this.inner.manualLookup(query);
  }
}
