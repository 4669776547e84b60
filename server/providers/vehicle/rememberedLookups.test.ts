import { describe, expect, test } from 'vitest';
import type { VehicleLookupResult } from '../../../schemas/generated/index';
import { RememberedLookups } from './rememberedLookups';
import { VehicleLookupError, type VehicleProvider } from './vehicleProvider';

function service() {
  const asked: string[] = [];
  let failing = false;
  const provider: VehicleProvider = {
    name: 'dvla',
    findByRegistration: async (registration) => {
      asked.push(registration);
      if (failing) throw new VehicleLookupError('timeout');
      return [{ registration, abi_code: `van-${registration}` } as VehicleLookupResult];
    },
    manualLookup: async () => ({ manufacturer: ['FORD'] }) as never,
  };
  return { provider, asked, fail: (on: boolean) => (failing = on) };
}

describe('RememberedLookups', () => {
  const start = Date.parse('2026-11-28T10:00:00Z');

  test('a plate asked again within the time is answered without the service; after it, the service is asked', async () => {
    const { provider, asked } = service();
    let now = start;
    const lookups = new RememberedLookups(provider, { ttlMs: 60_000, max: 10, clock: () => new Date(now) });
    const first = await lookups.findByRegistration('AB12CDE');
    now += 59_999;
    expect(await lookups.findByRegistration('AB12CDE')).toEqual(first);
    expect(asked).toEqual(['AB12CDE']);
    now += 1;
    await lookups.findByRegistration('AB12CDE');
    expect(asked).toEqual(['AB12CDE', 'AB12CDE']);
    expect(lookups.name).toBe('dvla');
  });

  test('a failure is not kept: the next ask goes to the service', async () => {
    const { provider, asked, fail } = service();
    const lookups = new RememberedLookups(provider, { ttlMs: 60_000, max: 10, clock: () => new Date(start) });
    fail(true);
    await expect(lookups.findByRegistration('AB12CDE')).rejects.toBeInstanceOf(VehicleLookupError);
    fail(false);
    expect(await lookups.findByRegistration('AB12CDE')).toHaveLength(1);
    expect(asked).toEqual(['AB12CDE', 'AB12CDE']);
  });

  test('at most `max` plates are kept, the least recently asked leaving first', async () => {
    const { provider, asked } = service();
    const lookups = new RememberedLookups(provider, { ttlMs: 60_000, max: 2, clock: () => new Date(start) });
    for (const plate of ['A1', 'B2', 'A1', 'C3', 'A1', 'B2']) await lookups.findByRegistration(plate);
    expect(asked).toEqual(['A1', 'B2', 'C3', 'B2']);
  });

  test('an answer changed by its caller is not the one kept', async () => {
    const { provider } = service();
    const lookups = new RememberedLookups(provider, { ttlMs: 60_000, max: 2, clock: () => new Date(start) });
    const [first] = await lookups.findByRegistration('AB12CDE');
    first!.abi_code = 'changed';
    expect((await lookups.findByRegistration('AB12CDE'))[0]!.abi_code).toBe('van-AB12CDE');
  });
});
