import { envChoice, envInt, envRequired, envUrl } from '../../env';
import type { DeviceSightings } from '../../storage/deviceSightings';
import { EmbeddedFraudProvider } from './EmbeddedFraudProvider';
import type { FraudProvider } from './FraudProvider';
import { IOVATION_URL, IovationAdapter } from './IovationAdapter';

export const FRAUD_PROVIDERS = ['embedded', 'iovation'] as const;

/** Five seconds: the thank-you page waits on it before accepting the quote. */
export const DEFAULT_FRAUD_TIMEOUT_MS = 5000;

export interface FraudProviderDeps {
  /** "Now", for the embedded rules (blackbox age, device reuse within a day). */
  clock: () => Date;
  /** The store's device history, for the embedded rules. */
  sightings: DeviceSightings;
}

/**
 * Picks the fraud check by `FRAUD_PROVIDER` (see README.md beside this file). Throws at start-up,
 * naming the variable, when a value is malformed or iovation lacks its credentials.
 */
export function createFraudProvider(
  env: Record<string, string | undefined>,
  deps: FraudProviderDeps,
): FraudProvider {
  const choice = envChoice(env, 'FRAUD_PROVIDER', FRAUD_PROVIDERS);
  const timeoutMs = envInt(env, 'FRAUD_TIMEOUT_MS', DEFAULT_FRAUD_TIMEOUT_MS, 100, 60_000);
  if (choice === 'iovation') {
    const neededBy = 'FRAUD_PROVIDER=iovation';
    return new IovationAdapter({
      baseUrl: envUrl(env, 'IOVATION_URL', IOVATION_URL),
      subscriberId: envRequired(env, 'IOVATION_SUBSCRIBER_ID', neededBy),
      account: env.IOVATION_ACCOUNT?.trim() || 'OLTP',
      passcode: envRequired(env, 'IOVATION_PASSCODE', neededBy),
      ruleset: env.IOVATION_RULESET?.trim() || 'application',
      timeoutMs,
    });
  }
  return new EmbeddedFraudProvider({ clock: deps.clock, sightings: deps.sightings });
}
