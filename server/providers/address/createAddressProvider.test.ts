import { describe, expect, test } from 'vitest';
import { RememberedAddresses } from './rememberedAddresses';
import { createAddressProvider } from './createAddressProvider';
import { EmbeddedAddressProvider } from './EmbeddedAddressProvider';
import { GetAddressAdapter } from './GetAddressAdapter';
import { IdealPostcodesAdapter } from './IdealPostcodesAdapter';

describe('createAddressProvider', () => {
  test.each([
    ['nothing set', {}, EmbeddedAddressProvider],
    ['embedded', { ADDRESS_PROVIDER: 'embedded' }, EmbeddedAddressProvider],
    [
      'ideal-postcodes with a key',
      { ADDRESS_PROVIDER: 'ideal-postcodes', IDEAL_POSTCODES_API_KEY: 'ak_1' },
      IdealPostcodesAdapter,
    ],
    [
      'getaddress with a key and URL',
      {
        ADDRESS_PROVIDER: 'getaddress',
        GETADDRESS_API_KEY: 'k',
        GETADDRESS_URL: 'http://127.0.0.1:9/',
        ADDRESS_TIMEOUT_MS: '500',
      },
      GetAddressAdapter,
    ],
  ])('%s', (_name, env, type) => {
    const provider = createAddressProvider(env);
    // A paid service's answers are kept a while (Find address, then the save that checks the address).
    if (type === EmbeddedAddressProvider) expect(provider).toBeInstanceOf(type);
    else {
      expect(provider).toBeInstanceOf(RememberedAddresses);
      expect((provider as RememberedAddresses).inner).toBeInstanceOf(type);
    }
  });

  test.each([
    [
      { ADDRESS_PROVIDER: 'postcodes.io' },
      /ADDRESS_PROVIDER must be one of embedded, ideal-postcodes, getaddress/,
    ],
    [
      { ADDRESS_PROVIDER: 'ideal-postcodes' },
      /IDEAL_POSTCODES_API_KEY must be set when ADDRESS_PROVIDER=ideal-postcodes/,
    ],
    [{ ADDRESS_PROVIDER: 'getaddress', GETADDRESS_API_KEY: ' ' }, /GETADDRESS_API_KEY must be set/],
    [
      { ADDRESS_PROVIDER: 'getaddress', GETADDRESS_API_KEY: 'k', GETADDRESS_URL: 'ftp://x' },
      /GETADDRESS_URL must be an http\(s\) URL/,
    ],
    [
      { ADDRESS_PROVIDER: 'ideal-postcodes', IDEAL_POSTCODES_API_KEY: 'k', IDEAL_POSTCODES_URL: 'not a url' },
      /IDEAL_POSTCODES_URL/,
    ],
    [{ ADDRESS_TIMEOUT_MS: 'soon' }, /ADDRESS_TIMEOUT_MS must be a whole number from 100 to 60000/],
    [{ ADDRESS_TIMEOUT_MS: '0' }, /ADDRESS_TIMEOUT_MS/],
  ])('refuses %o', (env, message) => {
    expect(() => createAddressProvider(env)).toThrow(message);
  });
});
