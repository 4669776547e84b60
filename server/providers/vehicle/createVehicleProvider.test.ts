import { describe, expect, test } from 'vitest';
import { CommercialLookupAdapter } from './commercialLookupAdapter';
import { createVehicleProvider } from './createVehicleProvider';
import { DvlaVesAdapter } from './dvlaVesAdapter';
import { EmbeddedVehicleProvider } from './embeddedVehicleProvider';
import { RememberedLookups } from './rememberedLookups';

describe('createVehicleProvider', () => {
  test.each([
    [{}, EmbeddedVehicleProvider],
    [{ VEHICLE_PROVIDER: '' }, EmbeddedVehicleProvider],
    [{ VEHICLE_PROVIDER: 'embedded' }, EmbeddedVehicleProvider],
    [{ VEHICLE_PROVIDER: 'dvla', DVLA_API_KEY: 'k' }, DvlaVesAdapter],
    [
      {
        VEHICLE_PROVIDER: 'dvla',
        DVLA_API_KEY: 'k',
        DVLA_VES_URL: 'https://uat.example/v',
        VEHICLE_TIMEOUT_MS: '2500',
      },
      DvlaVesAdapter,
    ],
    [
      {
        VEHICLE_PROVIDER: 'commercial',
        VEHICLE_API_URL: 'https://vendor.example/lookup',
        VEHICLE_API_KEY: 'k',
      },
      CommercialLookupAdapter,
    ],
  ])('%j gives the %o', (env, kind) => {
    const provider = createVehicleProvider(env);
    // A paid service's answers are kept a while (Find Van, then the save that checks the plate).
    if (kind === EmbeddedVehicleProvider) expect(provider).toBeInstanceOf(kind);
    else {
      expect(provider).toBeInstanceOf(RememberedLookups);
      expect((provider as RememberedLookups).inner).toBeInstanceOf(kind);
    }
  });

  test.each([
    [{ VEHICLE_PROVIDER: 'dvlaa' }, /VEHICLE_PROVIDER must be embedded, dvla or commercial/],
    [{ VEHICLE_PROVIDER: 'dvla' }, /DVLA_API_KEY must be set/],
    [
      { VEHICLE_PROVIDER: 'dvla', DVLA_API_KEY: 'k', DVLA_VES_URL: 'ftp://x' },
      /DVLA_VES_URL must be an http\(s\) URL/,
    ],
    [{ VEHICLE_PROVIDER: 'commercial', VEHICLE_API_KEY: 'k' }, /VEHICLE_API_URL must be set/],
    [
      { VEHICLE_PROVIDER: 'commercial', VEHICLE_API_URL: 'not a url', VEHICLE_API_KEY: 'k' },
      /VEHICLE_API_URL/,
    ],
    [{ VEHICLE_PROVIDER: 'commercial', VEHICLE_API_URL: 'https://v.example' }, /VEHICLE_API_KEY must be set/],
    [{ VEHICLE_PROVIDER: 'dvla', DVLA_API_KEY: 'k', VEHICLE_TIMEOUT_MS: '5s' }, /VEHICLE_TIMEOUT_MS/],
    [{ VEHICLE_PROVIDER: 'dvla', DVLA_API_KEY: 'k', VEHICLE_TIMEOUT_MS: '99' }, /VEHICLE_TIMEOUT_MS/],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(() => createVehicleProvider(env)).toThrow(message);
  });
});
