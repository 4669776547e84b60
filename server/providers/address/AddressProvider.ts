import type { Address } from '../../../schemas/generated/index';

export type { Address };

/** Looks up the addresses at a postcode: the embedded generator or a real postcode service. */
export interface AddressProvider {
  /** For logs: "embedded", "ideal-postcodes", "getaddress". */
  readonly name: string;
  /**
   * Made-up postcodes the service answers for testing (compact, upper case: "ID1KFA"). The route
   * lets them through although they are not real UK postcodes.
   */
  readonly testPostcodes: ReadonlySet<string>;
  /**
   * The addresses at a postcode (normalised, "LS6 1HR", or a test postcode); `[]` when it has
   * none. Throws ProviderError when the service fails; it never hangs.
   */
  lookup(postcode: string): Promise<Address[]>;
}

/** "ls6 1hr" -> "LS61HR": how postcodes are compared and sent to the services. */
export const compactPostcode = (postcode: string): string => postcode.replace(/\s+/g, '').toUpperCase();
