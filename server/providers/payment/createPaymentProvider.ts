import { randomBytes } from 'node:crypto';
import type Ajv from 'ajv';
import type { Logger } from 'pino';
import { compileCheck } from '../../validation';
import { EmbeddedPaymentProvider } from './embeddedProvider';
import { STRIPE_API_URL, StripeCheckoutProvider } from './stripeProvider';
import type { PaymentProvider } from './types';

export const DEFAULT_PAYMENT_TIMEOUT_MS = 5000;

export interface PaymentProviderDeps {
  logger: Logger;
  /** The shared ajv instance from `createAjv()`. */
  ajv: Ajv;
}

/**
 * Picks the payment provider from the environment (see README.md beside this file):
 * `PAYMENT_PROVIDER=embedded` (default) or `stripe`. A missing or malformed setting stops the
 * server at start with a message naming the variable, never at the first customer's payment.
 */
export function createPaymentProvider(
  env: Record<string, string | undefined>,
  deps: PaymentProviderDeps,
): PaymentProvider {
  const kind = env.PAYMENT_PROVIDER || 'embedded';
  const timeoutMs = paymentTimeoutMs(env);
  if (kind === 'embedded') {
    // Random per process when unset: the embedded page notifies its own process, so no one else
    // needs the secret. Set it when several processes share one database.
    const secret = env.PAYMENT_NOTIFICATION_SECRET || randomBytes(32).toString('hex');
    return new EmbeddedPaymentProvider(
      secret,
      compileCheck(deps.ajv, 'api/embedded-payment-notification.schema.json'),
    );
  }
  if (kind === 'stripe') {
    const secretKey = required(env, 'STRIPE_SECRET_KEY');
    const webhookSecret = required(env, 'STRIPE_WEBHOOK_SECRET');
    const apiUrl = (env.STRIPE_API_URL || STRIPE_API_URL).replace(/\/+$/, '');
    if (!/^https?:\/\/[^\s/]+/.test(apiUrl))
      throw new Error(`STRIPE_API_URL must be an http(s) URL, not "${apiUrl}"`);
    // Stripe needs absolute success and cancel addresses on our site.
    paymentPublicBaseUrl(env, true);
    return new StripeCheckoutProvider({ apiUrl, secretKey, webhookSecret, timeoutMs, logger: deps.logger });
  }
  throw new Error(`PAYMENT_PROVIDER must be embedded or stripe, not "${kind}"`);
}

/** PAYMENT_TIMEOUT_MS: how long one call to the payment service may take. */
export function paymentTimeoutMs(env: Record<string, string | undefined>): number {
  const raw = env.PAYMENT_TIMEOUT_MS;
  if (raw === undefined || raw === '') return DEFAULT_PAYMENT_TIMEOUT_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 100 || value > 60_000) {
    throw new Error(`PAYMENT_TIMEOUT_MS must be a whole number from 100 to 60000, not "${raw}"`);
  }
  return value;
}

/**
 * PUBLIC_BASE_URL: this site's origin as customers reach it (https://quotes.example.co.uk), for
 * the absolute addresses a provider sends customers back to. '' when unset and not required.
 */
export function paymentPublicBaseUrl(env: Record<string, string | undefined>, require = false): string {
  const raw = env.PUBLIC_BASE_URL ?? '';
  if (raw === '') {
    if (require)
      throw new Error('PUBLIC_BASE_URL must be set (e.g. https://quotes.example.co.uk) to use Stripe');
    return '';
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_BASE_URL must be an http(s) origin, not "${raw}"`);
  }
  if (!/^https?:$/.test(url.protocol))
    throw new Error(`PUBLIC_BASE_URL must be an http(s) origin, not "${raw}"`);
  return url.origin;
}

function required(env: Record<string, string | undefined>, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set when PAYMENT_PROVIDER=stripe`);
  return value;
}
