import { expect, test } from 'vitest';
import { ProviderError } from '../shared/providerHttp';
import type { Address, AddressProvider } from './AddressProvider';
import { RememberedAddresses } from './rememberedAddresses';

test('a postcode asked again within the time is answered without the service, each caller with its own copy; a failure is not kept', async () => {
  const asked: string[] = [];
  let failing = false;
  const service: AddressProvider = {
    name: 'ideal-postcodes',
    testPostcodes: new Set(['ID1KFA']),
    lookup: async (postcode) => {
      asked.push(postcode);
      if (failing) throw new ProviderError('ideal-postcodes', 'timeout');
      return [{ line_1: '1 High Street', postcode } as Address];
    },
  };
  let now = Date.parse('2026-11-28T10:00:00Z');
  const addresses = new RememberedAddresses(service, { ttlMs: 60_000, max: 10, clock: () => new Date(now) });
  expect(addresses.name).toBe('ideal-postcodes');
  expect(addresses.testPostcodes.has('ID1KFA')).toBe(true);
  const [first] = await addresses.lookup('LS6 1HR');
  first!.line_1 = 'changed';
  now += 59_999;
  expect((await addresses.lookup('LS6 1HR'))[0]!.line_1).toBe('1 High Street');
  expect(asked).toEqual(['LS6 1HR']);
  failing = true;
  await expect(addresses.lookup('M1 1AE')).rejects.toBeInstanceOf(ProviderError);
  failing = false;
  await addresses.lookup('M1 1AE');
  expect(asked).toEqual(['LS6 1HR', 'M1 1AE', 'M1 1AE']);
});
