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
  ABICode: '31518901',
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
  test('asks with the registration and the key, and maps the answer to list codes', async () => {
    fake.answer({ kind: 'json', status: 200, body: wrapped });
    expect(await adapter.findByRegistration('AB19CDE')).toEqual([
      {
        registration: 'AB19CDE',
        manufacturer: 'Ford',
        model: 'TRANSIT CUSTOM',
        description: 'FORD TRANSIT CUSTOM 300 LIMITED ECOBLUE',
        year: 2019,
        engine_size: 1995,
        transmission: 'M',
        fuel_type: 'D',
        doors: 4,
        seats: '3',
        body_style: 'PV',
        abi_code: '31518901',
      },
    ]);
    const request = fake.seen.at(-1)!;
    expect(request.method).toBe('GET');
    expect(request.url).toBe('/v1/lookup?package=insurance&registration=AB19CDE');
    expect(request.headers['x-api-key']).toBe('vendor-key');
  });

  test('reads plain values too, and leaves unknown body and seats as BLANK and "0"', async () => {
    fake.answer({
      kind: 'json',
      status: 200,
      body: {
        CarMake: 'IVECO',
        CarModel: 'DAILY',
        EngineSize: 2998,
        BodyStyle: 'Horse-drawn',
        ABICode: '28010017',
      },
    });
    const [vehicle] = await adapter.findByRegistration('AB19CDE');
    expect(vehicle).toEqual({
      registration: 'AB19CDE',
      manufacturer: 'Iveco',
      model: 'DAILY',
      engine_size: 2998,
      doors: 0,
      seats: '0',
      body_style: 'BLANK',
      abi_code: '28010017',
    });
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
