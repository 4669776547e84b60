import { randomBytes } from 'node:crypto';
import { envChoice, envInt, envNumber, envRequired, envUrl } from '../../env';
import type { TokenClaims } from '../../storage/tokenClaims';
import type { CaptchaProvider } from './CaptchaProvider';
import { EmbeddedCaptchaProvider } from './EmbeddedCaptchaProvider';
import { RECAPTCHA_VERIFY_URL, RecaptchaAdapter } from './RecaptchaAdapter';

export const CAPTCHA_PROVIDERS = ['embedded', 'recaptcha'] as const;

/** Five seconds: the customer waits on it when leaving step 1, and a failure sends them to Exception. */
export const DEFAULT_CAPTCHA_TIMEOUT_MS = 5000;

export interface CaptchaProviderDeps {
  /** "Now", for the embedded tokens' expiry. */
  clock: () => Date;
  /** The store's single-use claims, where the embedded check remembers used tokens. */
  claims: TokenClaims;
}

/**
 * Picks the bot check by `CAPTCHA_PROVIDER` (see README.md beside this file). Throws at start-up,
 * naming the variable, when a value is malformed or reCAPTCHA lacks its keys.
 */
export function createCaptchaProvider(
  env: Record<string, string | undefined>,
  deps: CaptchaProviderDeps,
): CaptchaProvider {
  const choice = envChoice(env, 'CAPTCHA_PROVIDER', CAPTCHA_PROVIDERS);
  const timeoutMs = envInt(env, 'CAPTCHA_TIMEOUT_MS', DEFAULT_CAPTCHA_TIMEOUT_MS, 100, 60_000);
  if (choice === 'recaptcha') {
    const neededBy = 'CAPTCHA_PROVIDER=recaptcha';
    return new RecaptchaAdapter({
      verifyUrl: envUrl(env, 'RECAPTCHA_VERIFY_URL', RECAPTCHA_VERIFY_URL),
      secret: envRequired(env, 'RECAPTCHA_SECRET', neededBy),
      siteKey: envRequired(env, 'RECAPTCHA_SITE_KEY', neededBy),
      minScore: envNumber(env, 'RECAPTCHA_MIN_SCORE', 0.5, 0, 1),
      timeoutMs,
    });
  }
  const secret = env.CAPTCHA_SECRET?.trim();
  if (secret !== undefined && secret !== '' && secret.length < 32) {
    throw new Error('CAPTCHA_SECRET must be at least 32 characters');
  }
  // A random key per process is fine on one machine; scaled out, every process needs the same.
  return new EmbeddedCaptchaProvider({
    secret: secret || randomBytes(32).toString('hex'),
    clock: deps.clock,
    claims: deps.claims,
  });
}
