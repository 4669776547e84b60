import type { AddressProvider } from './AddressProvider';
import { EmbeddedAddressProvider } from './EmbeddedAddressProvider';
import { GETADDRESS_URL, GetAddressAdapter } from './GetAddressAdapter';
import { IDEAL_POSTCODES_URL, IdealPostcodesAdapter } from './IdealPostcodesAdapter';
import { envChoice, envInt, envRequired, envUrl } from '../../env';
import { KEPT_ANSWER_TTL_MS, KEPT_ANSWERS_MAX } from '../shared/keptAnswers';
import { RememberedAddresses } from './rememberedAddresses';

export const ADDRESS_PROVIDERS = ['embedded', 'ideal-postcodes', 'getaddress'] as const;

/** Three seconds: a customer is waiting on the lookup, and a failure only empties the list. */
export const DEFAULT_ADDRESS_TIMEOUT_MS = 3000;

/**
 * Picks the address service by `ADDRESS_PROVIDER` (see README.md beside this file). Throws at
 * start-up, naming the variable, when a value is malformed or a real service lacks its key. A real
 * service's answers are kept a while (RememberedAddresses): Find address, then the save that holds
 * the address picked to the list, ask it once.
 */
export function createAddressProvider(
  env: Record<string, string | undefined>,
  { clock = () => new Date() }: { clock?: () => Date } = {},
): AddressProvider {
  const service = paidService(env);
  if (!service) return new EmbeddedAddressProvider();
  return new RememberedAddresses(service, { ttlMs: KEPT_ANSWER_TTL_MS, max: KEPT_ANSWERS_MAX, clock });
}

function paidService(env: Record<string, string | undefined>): AddressProvider | undefined {
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
      return undefined;
  }
}
