import { describe, expect, test } from 'vitest';
import type { Proposal, Vehicle } from '../../schemas/generated/index';
import { proposalFixture, setAnswer } from '../../tests/fixtures/index';
import { joinVesRecord } from '../providers/vehicle/dvlaJoin';
import { EmbeddedVehicleProvider } from '../providers/vehicle/embeddedVehicleProvider';
import { lookupResult } from '../providers/vehicle/lookupResult';
import { manualResult } from '../providers/vehicle/manualCascade';
import { embeddedVanCatalogue, lastYear } from '../providers/vehicle/vanCatalogue';
import { describesCatalogueVan, VEHICLE_DETAILS_PATH, vehicleDetailProblems } from './vehicleDetails';

const NOW = new Date('2026-11-28T10:00:00Z');
const vans = embeddedVanCatalogue();
const MESSAGE = 'the journey says so';
const { variant } = vans.byAbiCode('31010045')!;

const withVan = (change: (vehicle: Vehicle) => void): Proposal => {
  const document = proposalFixture();
  change(document.risk!.vehicle!);
  return document;
};

describe('vehicleDetailProblems', () => {
  test.each<[string, (vehicle: Vehicle) => void]>([
    ['the fixture van as looked up', () => {}],
    [
      'the make and model in another spelling',
      (v) => Object.assign(v, { manufacturer: 'ford', model: 'transit custom' }),
    ],
    ['no description (the manual lookup may give none)', (v) => delete v.description],
    ['the first year the van was made', (v) => (v.year = variant.year_min)],
  ])('accepts %s', (_case, change) => {
    expect(vehicleDetailProblems(vans, withVan(change), undefined, NOW, MESSAGE)).toEqual([]);
  });

  test.each<[string, (vehicle: Vehicle) => void]>([
    ['an engine size of 0', (v) => (v.engine_size = 0)],
    ['no engine size', (v) => delete v.engine_size],
    ['another fuel', (v) => (v.fuel_type = 'E')],
    ['another transmission', (v) => (v.transmission = 'A')],
    ['another make', (v) => (v.manufacturer = 'Vauxhall')],
    ['a make no lookup knows', (v) => (v.manufacturer = 'Acme Vans')],
    ['another model', (v) => (v.model = 'Transit Connect')],
    ['no model', (v) => delete v.model],
    ['another description', (v) => (v.description = 'Transit Custom 2.0 EcoBlue Kombi')],
    ['a year before the van was made', (v) => (v.year = variant.year_min - 1)],
    ['a year after the van was made', (v) => (v.year = (variant.year_max ?? 2100) + 1)],
    ['an ABI code no lookup gives', (v) => (v.abi_code = '99999999')],
    ['no ABI code', (v) => delete v.abi_code],
    [
      'answers of the wrong types',
      (v) => Object.assign(v, { manufacturer: 7, model: ['Transit'], year: '2019' }),
    ],
    ['a van described without a lookup', (v) => Object.assign(v, { abi_code: undefined })],
    // Text no lookup answers, which documents and e-mails would show: only case and accents differ.
    ['a make with a zero-width space in it', (v) => (v.manufacturer = 'FO\u200bRD')],
    ['a make spelt with punctuation', (v) => (v.manufacturer = 'F-O-R-D')],
    ['a model with a soft hyphen in it', (v) => (v.model = 'TRAN\u00adSIT CUSTOM')],
    ['a model that turns the text right to left', (v) => (v.model = 'TRANSIT CUSTOM\u202e')],
    ['a description with accents piled on it', (v) => (v.description = `${variant.description}\u0301\u0301`)],
  ])('refuses %s, with the message at the lookup', (_case, change) => {
    expect(vehicleDetailProblems(vans, withVan(change), undefined, NOW, MESSAGE)).toEqual([
      { path: VEHICLE_DETAILS_PATH, message: MESSAGE },
    ]);
  });

  test('answers the same as stored are not held again: a proposal sent back as read passes', () => {
    const stored = withVan((v) => (v.engine_size = 0));
    const sentBack = structuredClone(stored);
    setAnswer(sentBack, 'risk.vehicle.value', 9000);
    expect(vehicleDetailProblems(vans, sentBack, stored, NOW, MESSAGE)).toEqual([]);
    setAnswer(sentBack, 'risk.vehicle.year', 2020);
    expect(vehicleDetailProblems(vans, sentBack, stored, NOW, MESSAGE)).toHaveLength(1);
  });

  test('answers without a van yet are left to the steps, which ask for one', () => {
    const document = proposalFixture();
    delete document.risk!.vehicle;
    expect(vehicleDetailProblems(vans, document, undefined, NOW, MESSAGE)).toEqual([]);
    expect(
      vehicleDetailProblems(vans, { risk: { vehicle: { value: 100 } } }, undefined, NOW, MESSAGE),
    ).toEqual([]);
  });
});

describe('every van a lookup answers passes', () => {
  test('the registration lookup, over plates of every style and year', async () => {
    const provider = new EmbeddedVehicleProvider(vans, () => NOW);
    const plates = [
      ...['02', '07', '10', '13', '16', '19', '21', '24', '25', '51', '60', '66', '71', '74', '75'].flatMap(
        (age) => ['AB', 'LF', 'YD', 'KX'].map((area) => `${area}${age}XYZ`),
      ),
      ...['A', 'F', 'K', 'P', 'T', 'X', 'Y'].map((letter) => `${letter}123ABC`),
      ...['L', 'R', 'W'].map((letter) => `ABC123${letter}`),
      'Q123ABC',
      'ABC123',
      'KXZ1234',
    ];
    let answered = 0;
    for (const plate of plates) {
      const found = await provider.findByRegistration(plate);
      answered += found.length;
      for (const vehicle of found) expect(describesCatalogueVan(vans, vehicle, NOW), plate).toBe(true);
    }
    expect(answered).toBeGreaterThan(plates.length / 2);
  });

  test('the manual cascade, every van in every year it was made, as the form stores it', () => {
    for (const entry of vans.entries) {
      const result = manualResult(entry, NOW);
      for (let year = entry.variant.year_min; year <= lastYear(entry.variant, NOW); year += 1) {
        // As the form's van lookup writes a manual choice (renderer/app/widgets/VehicleLookupWidget.tsx).
        const vehicle: Vehicle = {
          manufacturer: result.manufacturer,
          model: result.model,
          ...(result.description ? { description: result.description } : {}),
          fuel_type: result.fuel_type,
          transmission: result.transmission_cdl,
          engine_size: result.engine_size,
          year,
          abi_code: result.abi_code,
        };
        expect(describesCatalogueVan(vans, vehicle, NOW), `${result.abi_code} ${year}`).toBe(true);
      }
    }
  });

  test("DVLA's answer joined with the catalogue, for a record of each van's make, engine and fuel", () => {
    const fuelWords: Record<string, string> = {
      D: 'DIESEL',
      P: 'PETROL',
      E: 'ELECTRICITY',
      H: 'HYBRID ELECTRIC',
    };
    let joined = 0;
    for (const { manufacturer, variant: v } of vans.entries) {
      const fuelType = fuelWords[v.fuel_type];
      if (fuelType === undefined) continue;
      const record = {
        make: manufacturer.toUpperCase(),
        yearOfManufacture: v.year_min,
        engineCapacity: v.engine_size + 3,
        fuelType,
      };
      const vehicle = joinVesRecord(vans, 'AB12CDE', record, NOW);
      if (vehicle === undefined) continue;
      joined += 1;
      expect(describesCatalogueVan(vans, vehicle, NOW), v.abi_code).toBe(true);
    }
    expect(joined).toBeGreaterThan(vans.entries.length / 2);
  });

  test('a lookup result of any catalogue van in any year of its run', () => {
    for (const entry of vans.entries) {
      const vehicle = lookupResult('AB12CDE', entry, lastYear(entry.variant, NOW));
      expect(describesCatalogueVan(vans, vehicle, NOW), entry.variant.abi_code).toBe(true);
    }
  });
});
