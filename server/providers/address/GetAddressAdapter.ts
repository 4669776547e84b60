import { normalisePostcode } from '../../../schemas/src/formats/ukPostcode';
import { type Address, type AddressProvider, compactPostcode } from './AddressProvider';
import { packLines } from './packLines';
import { fetchJson, isRecord, ProviderError } from '../shared/providerHttp';

export const GETADDRESS_URL = 'https://api.getAddress.io';

export interface GetAddressOptions {
  /** The API's base, without a trailing slash; tests point it at a local fake. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

const MAX_ADDRESSES = 200;

/** Why getAddress refused, by its documented statuses; any other status is reported by number. */
const failures: Record<number, string> = {
  400: 'bad_postcode',
  401: 'bad_api_key',
  429: 'rate_limited',
  500: 'http_500',
};

/**
 * getAddress.io (DOMAIN.md section 2): `GET {base}/find/{postcode}?api-key=...&expand=true`,
 * answering `{ postcode, latitude, longitude, addresses: [...] }`; 404 means no addresses.
 * Expanded addresses are objects (line_1-4, locality, town_or_city, county); the unexpanded
 * comma-separated strings are understood too.
 */
export class GetAddressAdapter implements AddressProvider {
  readonly name = 'getaddress';
  /** The service's test postcodes: 200, 404, 400, 401, 429 and 500 answers. */
  readonly testPostcodes: ReadonlySet<string> = new Set([
    'XX200X',
    'XX404X',
    'XX400X',
    'XX401X',
    'XX429X',
    'XX500X',
  ]);

  constructor(private readonly options: GetAddressOptions) {}

  async lookup(postcode: string): Promise<Address[]> {
    const compact = compactPostcode(postcode);
    const url =
      `${this.options.baseUrl}/find/${encodeURIComponent(compact)}` +
      `?api-key=${encodeURIComponent(this.options.apiKey)}&expand=true`;
    const { status, body } = await fetchJson(this.name, url, { timeoutMs: this.options.timeoutMs });
    if (status === 404) return [];
    if (status !== 200) throw new ProviderError(this.name, failures[status] ?? `http_${status}`, status);
    if (!isRecord(body) || !Array.isArray(body.addresses)) {
      throw new ProviderError(this.name, 'bad_response', status);
    }
    const answered = typeof body.postcode === 'string' ? body.postcode : compact;
    const normalised = normalisePostcode(answered).slice(0, 8);
    return body.addresses
      .map((item: unknown) => ({ ...lines(item), postcode: normalised }))
      .filter((address) => address.line_1 !== undefined)
      .slice(0, MAX_ADDRESSES);
  }
}

function lines(item: unknown) {
  if (typeof item === 'string') return packLines(item.split(','));
  if (!isRecord(item)) return {};
  return packLines([
    item.line_1,
    item.line_2,
    item.line_3,
    item.line_4,
    item.locality,
    item.town_or_city,
    item.county,
  ]);
}
