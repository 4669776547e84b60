import type { AddressProvider } from './AddressProvider';
import { EmbeddedAddressProvider } from './EmbeddedAddressProvider';
import { GETADDRESS_URL, GetAddressAdapter } from './GetAddressAdapter';
import { IDEAL_POSTCODES_URL, IdealPostcodesAdapter } from './IdealPostcodesAdapter';
import { envChoice, envInt, envRequired, envUrl } from '../../env';

export const ADDRESS_PROVIDERS = ['embedded', 'ideal-postcodes', 'getaddress'] as const;

/** Three seconds: a customer is waiting on the lookup, and a failure only empties the list. */
export const DEFAULT_ADDRESS_TIMEOUT_MS = 3000;

/**
 * Picks the address service by `ADDRESS_PROVIDER` (see README.md beside this file). Throws at
 * start-up, naming the variable, when a value is malformed or a real service lacks its key.
 */
export function createAddressProvider(env: Record<string, string | undefined>): AddressProvider {
  const choice = envChoice(env, 'ADDRESS_PROVIDER', ADDRESS_PROVIDERS);
  const timeoutMs = envInt(env, 'ADDRESS_TIMEOUT_MS', DEFAULT_ADDRESS_TIMEOUT_MS, 100, 60_000);
  switch (choice) {
    case 'ideal-postcodes':
      return new IdealPostcodesAdapter({
        baseUrl: envUrl(env, 'IDEAL_POSTCODES_URL', IDEAL_POSTCODES_URL),
        apiKey: envRequired(env, 'IDEAL_POSTCODES_API_KEY', 'ADDRESS_PROVIDER=ideal-postcodes'),
        timeoutMs,
      });
    case 'getaddress':
      return new GetAddressAdapter({
        baseUrl: envUrl(env, 'GETADDRESS_URL', GETADDRESS_URL),
        apiKey: envRequired(env, 'GETADDRESS_API_KEY', 'ADDRESS_PROVIDER=getaddress'),
        timeoutMs,
      });
    default:
      return new EmbeddedAddressProvider();
  }
}
