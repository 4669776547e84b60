import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CommercialLookupAdapter, type CommercialVehicleRecord } from './commercialLookupAdapter';
import { startFakeHttpService, type FakeHttpService } from '../../../tests/support/fakes/fakeHttpService';
import { embeddedVanCatalogue } from './vanCatalogue';
import { VehicleLookupError } from './vehicleProvider';

const now = new Date('2026-11-20T10:00:00Z');
// Long enough for a loaded machine to answer from loopback; the hang test waits it out once.
// Loopback answers never reach this limit, however busy the machine; the hang test has its own.
const TIMEOUT_MS = 30_000;
const HANG_TIMEOUT_MS = 200;

/** A regcheck-style answer: values wrapped as { CurrentTextValue }. */
const wrapped: CommercialVehicleRecord = {
  Description: 'FORD TRANSIT CUSTOM 300 LIMITED ECOBLUE',
  RegistrationYear: '2019',
  CarMake: { CurrentTextValue: 'FORD' },
  CarModel: { CurrentTextValue: 'TRANSIT CUSTOM' },
  EngineSize: { CurrentTextValue: '1995' },
  FuelType: { CurrentTextValue: 'Diesel' },
  Transmission: { CurrentTextValue: 'Manual' },
  NumberOfDoors: { CurrentTextValue: '4' },
  NumberOfSeats: { CurrentTextValue: '3' },
  BodyStyle: { CurrentTextValue: 'Panel Van' },
  ABICode: '31010045',
};

let fake: FakeHttpService;
let adapter: CommercialLookupAdapter;
beforeAll(async () => {
  fake = await startFakeHttpService();
  adapter = new CommercialLookupAdapter({
    url: `${fake.url}/v1/lookup?package=insurance`,
    apiKey: 'vendor-key',
    timeoutMs: TIMEOUT_MS,
    catalogue: embeddedVanCatalogue(),
    clock: () => now,
  });
});
afterAll(() => fake.close());

const reason = (registration = 'AB19CDE', asked = adapter) =>
  asked.findByRegistration(registration).then(
    () => 'resolved',
    (e: unknown) => (e instanceof VehicleLookupError ? e.reason : 'another error'),
  );

describe('CommercialLookupAdapter.findByRegistration', () => {
  test('asks with the registration and the key, and answers the catalogue van of its ABI code', async () => {
    fake.answer({ kind: 'json', status: 200, body: wrapped });
    const { manufacturer, model, variant } = embeddedVanCatalogue().byAbiCode('31010045')!;
    expect(await adapter.findByRegistration('AB19CDE')).toEqual([
      {
        registration: 'AB19CDE',
        manufacturer,
        model,
        description: variant.description,
        year: 2019,
        engine_size: variant.engine_size,
        transmission: variant.transmission,
        fuel_type: variant.fuel_type,
        doors: variant.doors,
        seats: variant.seats,
        body_style: variant.body_style,
        abi_code: '31010045',
      },
    ]);
    const request = fake.seen.at(-1)!;
    expect(request.method).toBe('GET');
    expect(request.url).toBe('/v1/lookup?package=insurance&registration=AB19CDE');
    expect(request.headers['x-api-key']).toBe('vendor-key');
  });

  test('takes body, seats and doors from the vendor where the catalogue leaves them unknown', async () => {
    const [unknownSeats, unknownBody] = ['31010117', '31010131'].map((code) =>
      embeddedVanCatalogue().byAbiCode(code)!,
    );
    expect([
      unknownSeats!.variant.seats,
      unknownSeats!.variant.doors,
      unknownBody!.variant.body_style,
    ]).toEqual(['0', 0, 'BLANK']);
    fake.answer({
      kind: 'json',
      status: 200,
      body: {
        CarMake: 'FORD',
        NumberOfSeats: 3,
        NumberOfDoors: '4',
        BodyStyle: 'Box Van',
        ABICode: '31010117',
      },
    });
    const [filled] = await adapter.findByRegistration('AB24CDE');
    expect([filled!.seats, filled!.doors, filled!.body_style]).toEqual([
      '3',
      4,
      unknownSeats!.variant.body_style,
    ]);
    fake.answer({
      kind: 'json',
      status: 200,
      body: { CarMake: 'FORD', BodyStyle: 'Horse-drawn', ABICode: '31010131' },
    });
    const [unknown] = await adapter.findByRegistration('AB24CDE');
    expect(unknown!.body_style).toBe('BLANK');
  });

  test('answers the first year of the van when the registration year falls outside its production', async () => {
    fake.answer({ kind: 'json', status: 200, body: { ...wrapped, RegistrationYear: '2001' } });
    const [vehicle] = await adapter.findByRegistration('AB19CDE');
    expect(vehicle!.year).toBe(embeddedVanCatalogue().byAbiCode('31010045')!.variant.year_min);
  });

  test('fails on an ABI code the catalogue lacks, which cannot be quoted', async () => {
    fake.answer({ kind: 'json', status: 200, body: { ...wrapped, ABICode: '99999999' } });
    expect(await reason()).toBe('vehicle not in the model catalogue');
  });

  test('answers not found for 404', async () => {
    fake.answer({ kind: 'json', status: 404, body: { message: 'No vehicle for that VRM' } });
    expect(await adapter.findByRegistration('AB12NFD')).toEqual([]);
  });

  test.each([400, 401, 402, 429, 500, 502, 503])('fails on status %i', async (status) => {
    fake.answer({ kind: 'text', status, body: 'Internal vendor stack trace' });
    expect(await reason()).toBe(`status ${status}`);
  });

  test.each([
    ['text that is not JSON', { kind: 'text', status: 200, body: 'OK' }],
    ['JSON null', { kind: 'json', status: 200, body: null }],
    ['a record without an ABI code', { kind: 'json', status: 200, body: { ...wrapped, ABICode: undefined } }],
    [
      'an ABI code that is not 8 digits',
      { kind: 'json', status: 200, body: { ...wrapped, ABICode: '1234' } },
    ],
    [
      'a record without a make',
      { kind: 'json', status: 200, body: { ...wrapped, CarMake: { CurrentTextValue: '' } } },
    ],
  ] as const)('fails on %s', async (_name, answer) => {
    fake.answer(answer);
    expect(await reason()).toBe('unexpected body');
  });

  test('gives up after its timeout when the service never answers', async () => {
    fake.answer({ kind: 'hang' });
    const impatient = new CommercialLookupAdapter({
      url: `${fake.url}/v1/lookup?package=insurance`,
      apiKey: 'vendor-key',
      timeoutMs: HANG_TIMEOUT_MS,
      catalogue: embeddedVanCatalogue(),
      clock: () => now,
    });
    expect(await reason('AB19CDE', impatient)).toBe('timeout');
  });
});
