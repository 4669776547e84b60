import { describe, expect, test } from 'vitest';
import bodyStyles from '../../../journey/lists/vehicle_body_style.json';
import fuelTypes from '../../../journey/lists/vehicle_fuel_type.json';
import transmissions from '../../../journey/lists/vehicle_transmission.json';
import { createAjv } from '../../../schemas/src/createAjv';
import vans from './data/vans.json';
import vansSchema from './data/vans.schema.json';
import { embeddedVanCatalogue, lastYear } from './vanCatalogue';

const catalogue = embeddedVanCatalogue();
const variants = catalogue.entries.map((e) => e.variant);
const now = new Date('2026-11-20T10:00:00Z');
const values = (list: { options: { value: string }[] }) => list.options.map((o) => o.value);

describe('the van catalogue data (data/vans.json)', () => {
  test('is valid against its schema', () => {
    const validate = createAjv().compile(vansSchema);
    expect(validate(vans), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
  });

  test('holds at least 35 models, each with variants', () => {
    expect(vans.models.length).toBeGreaterThanOrEqual(35);
    expect(variants.length).toBeGreaterThanOrEqual(200);
  });

  test('gives every variant its own 8-digit ABI code', () => {
    expect(new Set(variants.map((v) => v.abi_code)).size).toBe(variants.length);
    for (const v of variants) expect(v.abi_code).toMatch(/^[0-9]{8}$/);
  });

  test('uses only the codes of the journey lists, or BLANK for an unknown body', () => {
    for (const v of variants) {
      expect(values(fuelTypes)).toContain(v.fuel_type);
      expect(values(transmissions)).toContain(v.transmission);
      expect([...values(bodyStyles), 'BLANK']).toContain(v.body_style);
    }
  });

  test('has variants with body style BLANK and seats "0", as real data does', () => {
    expect(variants.filter((v) => v.body_style === 'BLANK').length).toBeGreaterThanOrEqual(5);
    expect(variants.filter((v) => v.seats === '0').length).toBeGreaterThanOrEqual(5);
  });

  test('keeps production runs, groups and value bands coherent', () => {
    for (const v of variants) {
      expect(v.year_min).toBeLessThanOrEqual(v.year_max ?? 2100);
      expect(v.value_band[0]).toBeLessThanOrEqual(v.value_band[1] ?? 0);
      expect(v.fuel_type === 'E').toBe(v.engine_size === 0);
    }
  });

  // Every plate from the first suffix letter (A = 1963) to this year must find a van.
  test.each(Array.from({ length: 2026 - 1963 + 1 }, (_, i) => 1963 + i))('has vans made in %i', (year) => {
    expect(catalogue.madeIn(year, now).length).toBeGreaterThanOrEqual(3);
  });
});

describe('VanCatalogue', () => {
  // ABI codes are stable: a published code never moves to another van.
  test.each([
    ['31010014', 'Ford', 'Transit Custom', 'Transit Custom 2.2 TDCi Panel Van'],
    ['31020268', 'Ford', 'Transit', 'Transit 2.0 EcoBlue'],
    ['31020275', 'Ford', 'Transit', 'Transit 2.0 EcoBlue Panel Van Auto'],
  ])('finds %s: %s %s', (code, manufacturer, model, description) => {
    const entry = catalogue.byAbiCode(code);
    expect(entry).toMatchObject({ manufacturer, model, variant: { description } });
  });

  test.each([
    ['FORD', 'Ford'],
    ['MERCEDES-BENZ', 'Mercedes-Benz'],
    ['MERCEDES', 'Mercedes-Benz'],
    ['CITROEN', 'Citroën'],
    ['VW', 'Volkswagen'],
    ['LAND ROVER', 'Land Rover'],
    ['BMW', undefined],
  ])('reads the make %s as %s', (make, expected) => {
    expect(catalogue.canonicalMake(make)).toBe(expected);
  });

  test('lists manufacturers alphabetically, once each', () => {
    const names = catalogue.manufacturers();
    expect(names).toEqual([...new Set(names)].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(expect.arrayContaining(['Ford', 'Volkswagen', 'Mercedes-Benz', 'Vauxhall']));
  });

  test('treats a run still in production as running to this year', () => {
    const open = variants.find((v) => v.year_max === undefined);
    expect(open && lastYear(open, now)).toBe(2026);
  });
});
