import pino from 'pino';
import { describe, expect, test } from 'vitest';
import { createAjv } from '../../../schemas/src/createAjv';
import { readListValues } from '../../loadLists';
import { createPaymentProvider, paymentPublicBaseUrl, paymentTimeoutMs } from './createPaymentProvider';
import { EmbeddedPaymentProvider } from './embeddedProvider';
import { StripeCheckoutProvider } from './stripeProvider';

const deps = { logger: pino({ level: 'silent' }), ajv: createAjv({}, { lists: readListValues() }) };
const stripe = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  PUBLIC_BASE_URL: 'https://quotes.example.co.uk',
};

describe('createPaymentProvider', () => {
  test.each([
    { env: {}, kind: EmbeddedPaymentProvider },
    { env: { PAYMENT_PROVIDER: '' }, kind: EmbeddedPaymentProvider },
    {
      env: { PAYMENT_PROVIDER: 'embedded', PAYMENT_NOTIFICATION_SECRET: 's' },
      kind: EmbeddedPaymentProvider,
    },
    { env: stripe, kind: StripeCheckoutProvider },
    { env: { ...stripe, STRIPE_API_URL: 'http://127.0.0.1:9/' }, kind: StripeCheckoutProvider },
  ])('$env -> $kind.name', ({ env, kind }) => {
    expect(createPaymentProvider(env, deps)).toBeInstanceOf(kind);
  });

  test.each([
    { env: { PAYMENT_PROVIDER: 'paypal' }, message: 'PAYMENT_PROVIDER must be embedded or stripe' },
    { env: { ...stripe, STRIPE_SECRET_KEY: '' }, message: 'STRIPE_SECRET_KEY must be set' },
    { env: { ...stripe, STRIPE_WEBHOOK_SECRET: undefined }, message: 'STRIPE_WEBHOOK_SECRET must be set' },
    { env: { ...stripe, PUBLIC_BASE_URL: '' }, message: 'PUBLIC_BASE_URL must be set' },
    { env: { ...stripe, PUBLIC_BASE_URL: 'ftp://x' }, message: 'PUBLIC_BASE_URL must be an http(s) origin' },
    {
      env: { ...stripe, STRIPE_API_URL: 'api.stripe.com' },
      message: 'STRIPE_API_URL must be an http(s) URL',
    },
    { env: { PAYMENT_TIMEOUT_MS: '0' }, message: 'PAYMENT_TIMEOUT_MS must be a whole number' },
    { env: { PAYMENT_TIMEOUT_MS: 'soon' }, message: 'PAYMENT_TIMEOUT_MS must be a whole number' },
  ])('refuses $env at start: $message', ({ env, message }) => {
    expect(() => createPaymentProvider(env, deps)).toThrow(message);
  });

  test('the timeout and public base URL defaults', () => {
    expect(paymentTimeoutMs({})).toBe(5000);
    expect(paymentTimeoutMs({ PAYMENT_TIMEOUT_MS: '1500' })).toBe(1500);
    expect(paymentPublicBaseUrl({})).toBe('');
    expect(paymentPublicBaseUrl({ PUBLIC_BASE_URL: 'https://quotes.example.co.uk/some/path' })).toBe(
      'https://quotes.example.co.uk',
    );
  });
});
