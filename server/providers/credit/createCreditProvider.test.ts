import { describe, expect, test } from 'vitest';
import { createCreditProvider } from './createCreditProvider';

describe('createCreditProvider', () => {
  test.each([
    { env: {}, name: 'embedded' },
    { env: { CREDIT_PROVIDER: 'embedded' }, name: 'embedded' },
    {
      env: {
        CREDIT_PROVIDER: 'http',
        CREDIT_API_URL: 'https://credit.example/v1/soft-search',
        CREDIT_API_KEY: 'k',
      },
      name: 'http',
    },
  ])('$env gives the $name provider', ({ env, name }) => {
    expect(createCreditProvider(env).name).toBe(name);
  });

  test.each([
    { env: { CREDIT_PROVIDER: 'bureau' }, names: 'CREDIT_PROVIDER' },
    { env: { CREDIT_PROVIDER: 'http', CREDIT_API_KEY: 'k' }, names: 'CREDIT_API_URL' },
    {
      env: { CREDIT_PROVIDER: 'http', CREDIT_API_URL: 'ftp://x', CREDIT_API_KEY: 'k' },
      names: 'CREDIT_API_URL',
    },
    { env: { CREDIT_PROVIDER: 'http', CREDIT_API_URL: 'https://credit.example' }, names: 'CREDIT_API_KEY' },
    {
      env: {
        CREDIT_PROVIDER: 'http',
        CREDIT_API_URL: 'https://c.example',
        CREDIT_API_KEY: 'k',
        CREDIT_TIMEOUT_MS: '5s',
      },
      names: 'CREDIT_TIMEOUT_MS',
    },
  ])('a bad setting stops the start with a message naming $names', ({ env, names }) => {
    expect(() => createCreditProvider(env)).toThrow(names);
  });
});
