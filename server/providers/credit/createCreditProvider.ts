import type { CreditProvider } from './creditProvider';
import { embeddedCreditProvider } from './embeddedCredit';
import { httpCreditProvider } from './httpCredit';

export const DEFAULT_CREDIT_TIMEOUT_MS = 5000;

/**
 * Picks the credit check from the environment (see README.md): the embedded rules by default,
 * the soft-search HTTP API with `CREDIT_PROVIDER=http`. A bad setting stops the server at start
 * with a message naming the variable, rather than failing customers one by one.
 */
export function createCreditProvider(
  env: Record<string, string | undefined>,
  deps: { fetch?: typeof fetch } = {},
): CreditProvider {
  const kind = env.CREDIT_PROVIDER || 'embedded';
  if (kind === 'embedded') return embeddedCreditProvider();
  if (kind !== 'http') throw new Error(`CREDIT_PROVIDER must be "embedded" or "http", not "${kind}"`);

  const url = env.CREDIT_API_URL ?? '';
  if (!/^https?:\/\/[^\s]+$/.test(url) || !URL.canParse(url)) {
    throw new Error(
      'CREDIT_API_URL must be the http(s) address of the soft-search API when CREDIT_PROVIDER=http',
    );
  }
  const apiKey = env.CREDIT_API_KEY ?? '';
  if (apiKey === '') throw new Error('CREDIT_API_KEY must be set when CREDIT_PROVIDER=http');
  return httpCreditProvider({ url, apiKey, timeoutMs: timeout(env.CREDIT_TIMEOUT_MS), ...deps });
}

function timeout(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_CREDIT_TIMEOUT_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 100 || value > 60_000) {
    throw new Error(`CREDIT_TIMEOUT_MS must be a whole number from 100 to 60000, not "${raw}"`);
  }
  return value;
}
