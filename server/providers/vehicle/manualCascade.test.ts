import { describe, expect, test } from 'vitest';
import type { VehicleManualQuery } from '../../../schemas/generated/index';
import { createAjv, schemaId } from '../../../schemas/src/createAjv';
import { optionName } from '../../../tests/support/journey/journeyText';
import { emptyAnswer, manualAnswer, nextChoice } from './manualCascade';
import { embeddedVanCatalogue } from './vanCatalogue';

const now = new Date('2026-11-20T10:00:00Z');
const catalogue = embeddedVanCatalogue();
const validAnswer = createAjv().getSchema(schemaId('api/vehicle-options-response.schema.json'))!;
const ask = (query: VehicleManualQuery) => manualAnswer(catalogue, query, now);

describe('nextChoice and emptyAnswer', () => {
  test.each<[VehicleManualQuery, string]>([
    [{}, 'manufacturer'],
    [{ manufacturer: 'Ford' }, 'model'],
    [{ manufacturer: 'Ford', model: 'Transit' }, 'fuel_type'],
    [{ manufacturer: 'Ford', model: 'Transit', fuel_type: 'D' }, 'year'],
    [{ manufacturer: 'Ford', model: 'Transit', fuel_type: 'D', year: '2019' }, 'vehicles'],
  ])('%j asks for %s', (query, key) => {
    expect(nextChoice(query)).toBe(key);
    expect(emptyAnswer(query)).toEqual({ [key]: [] });
  });
});

describe('manualAnswer over the embedded catalogue', () => {
  test('walks the cascade: manufacturer, model, fuel, year, vehicles', () => {
    const makes = ask({});
    expect(makes.manufacturer).toContainEqual({ name: 'Ford', value: 'Ford' });

    const models = ask({ manufacturer: 'Ford' });
    expect(models.model).toContainEqual({ name: 'Transit Custom', value: 'Transit Custom' });

    const fuels = ask({ manufacturer: 'Ford', model: 'Transit Custom' });
    // Named as the fuel list names them, in the list's order.
    expect(fuels.fuel_type).toEqual(
      ['D', 'E', 'PHEV'].map((value) => ({ name: optionName('vehicle_fuel_type', value), value })),
    );

    const years = ask({ manufacturer: 'Ford', model: 'Transit Custom', fuel_type: 'D' });
    expect(years.year?.[0]).toEqual({ name: '2026', value: '2026' });
    expect(years.year?.at(-1)).toEqual({ name: '2012', value: '2012' });

    const vehicles = ask({ manufacturer: 'Ford', model: 'Transit Custom', fuel_type: 'D', year: '2019' });
    expect(vehicles.vehicles?.length).toBeGreaterThan(1);
    for (const vehicle of vehicles.vehicles ?? []) {
      expect(vehicle).toMatchObject({ manufacturer: 'Ford', model: 'Transit Custom', fuel_type: 'D' });
      expect(vehicle.year_min).toBeLessThanOrEqual(2019);
      expect(vehicle.year_max).toBeGreaterThanOrEqual(2019);
      expect(['M', 'A']).toContain(vehicle.transmission_cdl);
      expect(vehicle.fuel_type_cdl).toBe('D');
    }
    for (const answer of [makes, models, fuels, years, vehicles]) {
      expect(validAnswer(answer), JSON.stringify(validAnswer.errors)).toBe(true);
    }
  });

  test('matches the make and model whatever their case', () => {
    expect(ask({ manufacturer: 'ford', model: 'TRANSIT CUSTOM' }).fuel_type?.length).toBe(3);
  });

  test('gives a still-made variant this year as its last year', () => {
    const { vehicles } = ask({ manufacturer: 'Ford', model: 'Transit Custom', fuel_type: 'E', year: '2025' });
    expect(vehicles?.[0]).toMatchObject({ engine_size: 0, year_min: 2024, year_max: 2026 });
  });

  test.each<[VehicleManualQuery, string]>([
    [{ manufacturer: 'Trabant' }, 'model'],
    [{ manufacturer: 'Ford', model: 'Mustang' }, 'fuel_type'],
    [{ manufacturer: 'Ford', model: 'Transit', fuel_type: 'FC' }, 'year'],
    [{ manufacturer: 'Ford', model: 'Transit', fuel_type: 'D', year: '1960' }, 'vehicles'],
  ])('answers an empty list for what the catalogue lacks: %j', (query, key) => {
    expect(ask(query)).toEqual({ [key]: [] });
  });
});
