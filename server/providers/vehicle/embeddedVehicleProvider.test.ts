import { describe, expect, test } from 'vitest';
import { createAjv, schemaId } from '../../../schemas/src/createAjv';
import { EmbeddedVehicleProvider, NEVER_FOUND_ENDING } from './embeddedVehicleProvider';
import { embeddedVanCatalogue, lastYear } from './vanCatalogue';

const now = new Date('2026-11-20T10:00:00Z');
const provider = new EmbeddedVehicleProvider(embeddedVanCatalogue(), () => now);
const validResult = createAjv().getSchema(schemaId('entities/vehicle-lookup-result.schema.json'))!;

describe('EmbeddedVehicleProvider.findByRegistration', () => {
  test.each([
    ['AB12CDE', 2012],
    ['LF63NDX', 2013],
    ['AB51CDE', 2001],
    ['YK71ABC', 2021],
    ['AB26XYZ', 2026],
    ['K50WTB', 1992],
    ['A123ABC', 1983],
    ['Y7KLM', 2001],
    ['ABC123D', 1966],
    ['ABC123A', 1963],
    ['XYZ9Y', 1982],
  ])('finds %s as a van made in %i', async (plate, year) => {
    const [vehicle, ...rest] = await provider.findByRegistration(plate);
    expect(rest).toEqual([]);
    expect(vehicle).toMatchObject({ registration: plate, year });
    expect(validResult(vehicle), JSON.stringify(validResult.errors)).toBe(true);
    const variant = embeddedVanCatalogue().byAbiCode(vehicle!.abi_code)!.variant;
    expect(variant.year_min).toBeLessThanOrEqual(year);
    expect(lastYear(variant, now)).toBeGreaterThanOrEqual(year);
  });

  test.each(['Q123ABC', 'AXI1234', 'JR25', '4CMP', '123D456'])(
    'finds the undated plate %s as a van within its production run',
    async (plate) => {
      const [vehicle] = await provider.findByRegistration(plate);
      const variant = embeddedVanCatalogue().byAbiCode(vehicle!.abi_code)!.variant;
      expect(vehicle!.year).toBeGreaterThanOrEqual(variant.year_min);
      expect(vehicle!.year).toBeLessThanOrEqual(lastYear(variant, now));
    },
  );

  test('answers a plate with its space removed', async () => {
    expect(await provider.findByRegistration('AB12 CDE')).toEqual(
      await provider.findByRegistration('AB12CDE'),
    );
  });

  test('answers the same plate with the same van every time (a stable choice)', async () => {
    const [first] = await provider.findByRegistration('AB12CDE');
    const again = new EmbeddedVehicleProvider(embeddedVanCatalogue(), () => now);
    expect(await again.findByRegistration('AB12CDE')).toEqual([first]);
    expect(first).toMatchObject({ manufacturer: 'Citroën', model: 'Dispatch', abi_code: '17020035' });
  });

  test('spreads plates over many vans', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 60; i += 1) {
      const plate = `AB${String(10 + (i % 15)).padStart(2, '0')}${String.fromCharCode(65 + (i % 8))}CD`;
      const [vehicle] = await provider.findByRegistration(plate);
      codes.add(vehicle!.abi_code);
    }
    expect(codes.size).toBeGreaterThan(20);
  });

  test.each(['AB12NFD', 'ER19NFD', 'K50NFD', 'Q123NFD', 'A1NFD'])(
    `never finds %s (plates ending ${NEVER_FOUND_ENDING})`,
    async (plate) => {
      expect(await provider.findByRegistration(plate)).toEqual([]);
    },
  );

  test.each(['AB77CDE', 'AB30CDE', 'NOT A PLATE', ''])(
    'finds nothing for %j (not issued, or no plate)',
    async (plate) => {
      expect(await provider.findByRegistration(plate)).toEqual([]);
    },
  );
});
