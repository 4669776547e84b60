import type {
  VehicleLookupResult,
  VehicleManualQuery,
  VehicleOptionsResponse,
} from '../../../schemas/generated/index';
import { fetchJson } from './fetchJson';
import { manualAnswer } from './manualCascade';
import { lookupResult } from './lookupResult';
import { lastYear, type VanCatalogue } from './vanCatalogue';
import { bodyCode, seatsValue, UNKNOWN_BODY, UNKNOWN_SEATS } from './vehicleCodes';
import { VehicleLookupError, type VehicleProvider } from './vehicleProvider';

/**
 * A value as commercial vehicle-data APIs send it: plain, or wrapped regcheck-style as
 * `{ "CurrentTextValue": "FORD" }`.
 */
export type VendorValue = string | number | { CurrentTextValue?: string | number | null } | null;

/**
 * The answer of the commercial lookup, modelled on regcheck's vehicle JSON (DOMAIN.md section 4):
 * `GET {url}?registration=AB12CDE` with the `x-api-key` header answers 200 with this body, or
 * 404 when the registration is unknown. Only `CarMake` and `ABICode` are required.
 */
export interface CommercialVehicleRecord {
  /** Make, model and derivative, e.g. "FORD TRANSIT CUSTOM 300 LIMITED ECOBLUE". */
  Description?: VendorValue;
  RegistrationYear?: VendorValue;
  CarMake: VendorValue;
  CarModel?: VendorValue;
  /** Engine capacity in cc. */
  EngineSize?: VendorValue;
  /** "Diesel", "Petrol", "Electric"... */
  FuelType?: VendorValue;
  /** "Manual", "Automatic"... */
  Transmission?: VendorValue;
  NumberOfDoors?: VendorValue;
  NumberOfSeats?: VendorValue;
  /** "Panel Van", "Double Cab Pick-up"... */
  BodyStyle?: VendorValue;
  /** The 8-digit ABI code of the variant. */
  ABICode?: VendorValue;
}

export interface CommercialLookupOptions {
  /** The lookup endpoint; the registration is added as the `registration` query parameter. */
  url: string;
  /** Sent as `x-api-key`. */
  apiKey: string;
  timeoutMs: number;
  /** The manual cascade's data: the lookup API is used for registrations only. */
  catalogue: VanCatalogue;
  clock?: () => Date;
}

/**
 * A commercial vehicle-data API (CDL, UKVD, regcheck and the like) that answers a registration
 * with model, derivative, body, seats and the ABI code. The answer is the catalogue's van of that
 * ABI code, in the registration's year when it falls within the van's production (its first
 * year otherwise). 404 is "not found"; another non-200, a body that is not such a record (no
 * make, no 8-digit ABI code), a code the catalogue lacks or no answer in time is a
 * {@link VehicleLookupError}. Body, seats and doors the catalogue and the vendor both leave
 * unknown are answered BLANK / "0" / 0 so the form asks.
 */
export class CommercialLookupAdapter implements VehicleProvider {
  readonly name = 'commercial';
  private readonly clock: () => Date;

  constructor(private readonly options: CommercialLookupOptions) {
    this.clock = options.clock ?? (() => new Date());
  }

  async findByRegistration(registration: string): Promise<VehicleLookupResult[]> {
    const url = new URL(this.options.url);
    url.searchParams.set('registration', registration);
    const { status, body } = await fetchJson(
      url.href,
      { method: 'GET', headers: { 'x-api-key': this.options.apiKey, accept: 'application/json' } },
      this.options.timeoutMs,
    );
    if (status === 404) return [];
    if (status !== 200) throw new VehicleLookupError(`status ${status}`);
    return [this.toResult(registration, body)];
  }

  async manualLookup(query: VehicleManualQuery): Promise<VehicleOptionsResponse> {
    return manualAnswer(this.options.catalogue, query, this.clock());
  }

  private toResult(registration: string, body: unknown): VehicleLookupResult {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new VehicleLookupError('unexpected body');
    }
    const record = body as Record<string, unknown>;
    const make = text(record.CarMake, 50);
    const abiCode = text(record.ABICode, 8);
    if (make === undefined || abiCode === undefined || !/^[0-9]{8}$/.test(abiCode)) {
      throw new VehicleLookupError('unexpected body');
    }
    // The van is rated, and its answers held on every save, as the catalogue's van of that code
    // (server/quoting/vehicleDetails.ts): a code the catalogue lacks is one we cannot quote for,
    // answered "not found" so the customer picks the van from the catalogue, as DVLA's is.
    const entry = this.options.catalogue.byAbiCode(abiCode);
    if (entry === undefined) throw new VehicleLookupError('vehicle not in the model catalogue');
    const now = this.clock();
    const { variant } = entry;
    const year = whole(record.RegistrationYear, variant.year_min, lastYear(variant, now));
    // The vendor's body, seats and doors where the catalogue leaves them unknown (the form asks).
    const body_style =
      variant.body_style === UNKNOWN_BODY ? bodyCode(text(record.BodyStyle, 50)) : variant.body_style;
    const seats =
      variant.seats === UNKNOWN_SEATS ? seatsValue(whole(record.NumberOfSeats, 1, 99)) : variant.seats;
    const doors = variant.doors === 0 ? (whole(record.NumberOfDoors, 0, 9) ?? 0) : variant.doors;
    return {
      ...lookupResult(registration, entry, year ?? variant.year_min),
      body_style,
      seats,
      doors,
    };
  }
}

/** The text of a vendor value, trimmed; undefined when absent, empty or longer than `max`. */
function text(value: unknown, max: number): string | undefined {
  const inner =
    typeof value === 'object' && value !== null
      ? (value as { CurrentTextValue?: unknown }).CurrentTextValue
      : value;
  const raw = typeof inner === 'number' && Number.isFinite(inner) ? String(inner) : inner;
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim();
  return trimmed === '' || trimmed.length > max ? undefined : trimmed;
}

/** A whole number within bounds from a vendor value ("1995", 1995, "1995cc" is not one). */
function whole(value: unknown, min: number, max: number): number | undefined {
  const raw = text(value, 12);
  if (raw === undefined || !/^[0-9]+$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= min && n <= max ? n : undefined;
}
