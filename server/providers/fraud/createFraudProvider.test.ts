import { describe, expect, test } from 'vitest';
import { createFraudProvider } from './createFraudProvider';
import { EmbeddedFraudProvider } from './EmbeddedFraudProvider';
import { IovationAdapter } from './IovationAdapter';

const deps = { clock: () => new Date(), sightings: { record: async () => 1 } };
const iovation = { FRAUD_PROVIDER: 'iovation', IOVATION_SUBSCRIBER_ID: '123456', IOVATION_PASSCODE: 'p' };

describe('createFraudProvider', () => {
  test.each([
    ['nothing set', {}, EmbeddedFraudProvider],
    ['embedded', { FRAUD_PROVIDER: 'embedded' }, EmbeddedFraudProvider],
    ['iovation with its credentials', iovation, IovationAdapter],
    [
      'iovation at the test host',
      {
        ...iovation,
        IOVATION_URL: 'https://ci-api.iovation.com',
        IOVATION_ACCOUNT: 'OLTP',
        FRAUD_TIMEOUT_MS: '3000',
      },
      IovationAdapter,
    ],
  ])('%s', (_name, env, type) => {
    expect(createFraudProvider(env, deps)).toBeInstanceOf(type);
  });

  test.each([
    [{ FRAUD_PROVIDER: 'seon' }, /FRAUD_PROVIDER must be one of embedded, iovation/],
    [
      { FRAUD_PROVIDER: 'iovation', IOVATION_PASSCODE: 'p' },
      /IOVATION_SUBSCRIBER_ID must be set when FRAUD_PROVIDER=iovation/,
    ],
    [{ FRAUD_PROVIDER: 'iovation', IOVATION_SUBSCRIBER_ID: '1' }, /IOVATION_PASSCODE must be set/],
    [{ ...iovation, IOVATION_URL: 'api.iovation.com' }, /IOVATION_URL must be an http\(s\) URL/],
    [{ FRAUD_TIMEOUT_MS: '1e9' }, /FRAUD_TIMEOUT_MS/],
  ])('refuses %o', (env, message) => {
    expect(() => createFraudProvider(env, deps)).toThrow(message);
  });
});
