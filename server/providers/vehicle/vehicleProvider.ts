import type {
  VehicleLookupResult,
  VehicleManualQuery,
  VehicleOptionsResponse,
} from '../../../schemas/generated/index';

/**
 * A source of vehicle data: the registration lookup and the manual cascade of step 2
 * (spec 000 sections 2, 4 and 7). The app receives one; it never imports an implementation.
 */
export interface VehicleProvider {
  /** A short name for log lines: "embedded", "dvla" or "commercial". */
  readonly name: string;
  /**
   * The vehicles registered under a normalised registration ("AB12CDE"), best match first;
   * `[]` when the registration is not found. Rejects with {@link VehicleLookupError} when the
   * service fails or answers something unusable; the caller then answers "not found".
   */
  findByRegistration(registration: string): Promise<VehicleLookupResult[]>;
  /**
   * The next step of the manual lookup: the options of the next choice (manufacturer, model,
   * fuel_type, year), or after the year the matching vehicles. The query is already validated:
   * every value present comes with all the earlier ones.
   */
  manualLookup(query: VehicleManualQuery): Promise<VehicleOptionsResponse>;
}

/**
 * A lookup that could not be answered. `reason` is our own short wording ("timeout",
 * "status 503", "unexpected body"), safe to log: it never holds the provider's text or the
 * registration, which is personal data.
 */
export class VehicleLookupError extends Error {
  constructor(readonly reason: string) {
    super(`vehicle lookup failed: ${reason}`);
    this.name = 'VehicleLookupError';
  }
}
