import type {
  VehicleLookupResult,
  VehicleManualQuery,
  VehicleOptionsResponse,
} from '../../../schemas/generated/index';
import { joinVesRecord, type VesRecord } from './dvlaJoin';
import { fetchJson } from './fetchJson';
import { manualAnswer } from './manualCascade';
import type { VanCatalogue } from './vanCatalogue';
import { VehicleLookupError, type VehicleProvider } from './vehicleProvider';

/** The production VES endpoint (DOMAIN.md section 4); UAT is uat.driver-vehicle-licensing.api.gov.uk. */
export const DVLA_VES_PRODUCTION_URL =
  'https://driver-vehicle-licensing.api.gov.uk/vehicle-enquiry/v1/vehicles';

export interface DvlaVesOptions {
  /** The VES vehicles endpoint. */
  url: string;
  /** Sent as `x-api-key`. */
  apiKey: string;
  timeoutMs: number;
  /** The model source joined with VES answers, and the manual cascade's data. */
  catalogue: VanCatalogue;
  clock?: () => Date;
}

/**
 * The DVLA Vehicle Enquiry Service: `POST {url}` with `{"registrationNumber": "AB12CDE"}` and the
 * `x-api-key` header. VES gives make, year, engine size and fuel but no model, body, seats or ABI
 * code, so its answer is joined with the catalogue ({@link joinVesRecord}). 404 is "not found";
 * any other non-200, a malformed body or no answer in time is a {@link VehicleLookupError}.
 * VES has no model search, so the manual cascade is the catalogue's.
 */
export class DvlaVesAdapter implements VehicleProvider {
  readonly name = 'dvla';
  private readonly clock: () => Date;

  constructor(private readonly options: DvlaVesOptions) {
    this.clock = options.clock ?? (() => new Date());
  }

  async findByRegistration(registration: string): Promise<VehicleLookupResult[]> {
    const { status, body } = await fetchJson(
      this.options.url,
      {
        method: 'POST',
        headers: {
          'x-api-key': this.options.apiKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ registrationNumber: registration }),
      },
      this.options.timeoutMs,
    );
    if (status === 404) return [];
    if (status !== 200) throw new VehicleLookupError(`status ${status}`);
    const joined = joinVesRecord(this.options.catalogue, registration, vesRecord(body), this.clock());
    if (joined === undefined) throw new VehicleLookupError('vehicle not in the model catalogue');
    return [joined];
  }

  async manualLookup(query: VehicleManualQuery): Promise<VehicleOptionsResponse> {
    return manualAnswer(this.options.catalogue, query, this.clock());
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const wholeNumber = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;

const shortText = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : undefined;

/** The fields we use from a VES body; anything without a make is not a vehicle record. */
function vesRecord(body: unknown): VesRecord {
  const make = isObject(body) ? shortText(body.make, 50) : undefined;
  if (!isObject(body) || make === undefined) throw new VehicleLookupError('unexpected body');
  return {
    make,
    yearOfManufacture: wholeNumber(body.yearOfManufacture, 1900, 2100),
    monthOfFirstRegistration: shortText(body.monthOfFirstRegistration, 7),
    engineCapacity: wholeNumber(body.engineCapacity, 0, 20000),
    fuelType: shortText(body.fuelType, 50),
  };
}
