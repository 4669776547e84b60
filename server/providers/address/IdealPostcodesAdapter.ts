import { normalisePostcode } from '../../../schemas/src/formats/ukPostcode';
import { type Address, type AddressProvider, compactPostcode } from './AddressProvider';
import { packLines } from './packLines';
import { fetchJson, isRecord, ProviderError } from '../shared/providerHttp';

export const IDEAL_POSTCODES_URL = 'https://api.ideal-postcodes.co.uk';

export interface IdealPostcodesOptions {
  /** The API's base, without a trailing slash; tests point it at a local fake. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

/** The most addresses passed on; the answer's schema allows this many. */
const MAX_ADDRESSES = 200;

/**
 * Ideal Postcodes (DOMAIN.md section 2): `GET {base}/v1/postcodes/{postcode}?api_key=...`,
 * answering `{ code, message, result: [Address] }`. 404 with code 4040 means the postcode has no
 * addresses; 402 (4020 no lookups remaining, 4021 limit breached) and anything else is a failure.
 */
export class IdealPostcodesAdapter implements AddressProvider {
  readonly name = 'ideal-postcodes';
  /** The service's free test postcodes: 2000, 4040, 4020 and 4021 answers. */
  readonly testPostcodes: ReadonlySet<string> = new Set(['ID11QD', 'ID1KFA', 'ID1CLIP', 'ID1CHOP']);

  constructor(private readonly options: IdealPostcodesOptions) {}

  async lookup(postcode: string): Promise<Address[]> {
    const compact = compactPostcode(postcode);
    const url =
      `${this.options.baseUrl}/v1/postcodes/${encodeURIComponent(compact)}` +
      `?api_key=${encodeURIComponent(this.options.apiKey)}`;
    const { status, body } = await fetchJson(this.name, url, { timeoutMs: this.options.timeoutMs });
    const code = isRecord(body) ? body.code : undefined;
    if (status === 404 && code === 4040) return [];
    if (status === 402) {
      throw new ProviderError(this.name, code === 4021 ? 'limit_breached' : 'no_lookups_remaining', status);
    }
    if (status !== 200) throw new ProviderError(this.name, `http_${status}`, status);
    if (!isRecord(body) || !Array.isArray(body.result))
      throw new ProviderError(this.name, 'bad_response', status);
    return body.result
      .filter(isRecord)
      .map((item) => toAddress(item, compact))
      .filter((address) => address.line_1 !== undefined)
      .slice(0, MAX_ADDRESSES);
  }
}

/** PAF lines 1-3 (premise and street), then the post town and county. */
function toAddress(item: Record<string, unknown>, requested: string): Address {
  const county = item.postal_county || item.county;
  const postcode = typeof item.postcode === 'string' ? item.postcode : requested;
  return {
    ...packLines([item.line_1, item.line_2, item.line_3, item.post_town, county]),
    postcode: normalisePostcode(postcode).slice(0, 8),
  };
}
