import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DvlaVesAdapter } from './dvlaVesAdapter';
import { startFakeHttpService, type FakeHttpService } from '../../../tests/support/fakes/fakeHttpService';
import { embeddedVanCatalogue } from './vanCatalogue';
import { VehicleLookupError } from './vehicleProvider';

const now = new Date('2026-11-20T10:00:00Z');
// Long enough for a loaded machine to answer from loopback; the hang test waits it out once.
// Loopback answers never reach this limit, however busy the machine; the hang test has its own.
const TIMEOUT_MS = 30_000;
const HANG_TIMEOUT_MS = 200;

/** A VES answer in the documented shape (DOMAIN.md section 4). */
const vesRecord = (fields: Record<string, unknown>) => ({
  registrationNumber: 'AB19CDE',
  taxStatus: 'Taxed',
  taxDueDate: '2027-03-01',
  motStatus: 'Valid',
  motExpiryDate: '2027-02-11',
  make: 'FORD',
  yearOfManufacture: 2019,
  monthOfFirstRegistration: '2019-03',
  engineCapacity: 1995,
  co2Emissions: 190,
  fuelType: 'DIESEL',
  markedForExport: false,
  colour: 'WHITE',
  typeApproval: 'N1',
  revenueWeight: 3200,
  wheelplan: '2 AXLE RIGID BODY',
  euroStatus: 'EURO 6',
  dateOfLastV5CIssued: '2024-05-01',
  ...fields,
});

let fake: FakeHttpService;
let adapter: DvlaVesAdapter;
beforeAll(async () => {
  fake = await startFakeHttpService();
  adapter = new DvlaVesAdapter({
    url: `${fake.url}/vehicle-enquiry/v1/vehicles`,
    apiKey: 'test-key',
    timeoutMs: TIMEOUT_MS,
    catalogue: embeddedVanCatalogue(),
    clock: () => now,
  });
});
afterAll(() => fake.close());

const failure = async (registration = 'AB19CDE', asked = adapter) => {
  const error = await asked.findByRegistration(registration).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VehicleLookupError);
  return (error as VehicleLookupError).reason;
};

describe('DvlaVesAdapter.findByRegistration', () => {
  test('posts the registration with the API key, as VES expects', async () => {
    fake.answer({ kind: 'json', status: 200, body: vesRecord({}) });
    await adapter.findByRegistration('AB19CDE');
    const request = fake.seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/vehicle-enquiry/v1/vehicles');
    expect(request.headers['x-api-key']).toBe('test-key');
    expect(JSON.parse(request.body)).toEqual({ registrationNumber: 'AB19CDE' });
  });

  test('joins the VES record with the catalogue; what the candidates disagree on is unknown', async () => {
    fake.answer({ kind: 'json', status: 200, body: vesRecord({}) });
    const [vehicle] = await adapter.findByRegistration('AB19CDE');
    expect(vehicle).toMatchObject({
      registration: 'AB19CDE',
      manufacturer: 'Ford',
      model: 'Transit Custom',
      year: 2019,
      engine_size: 1995,
      fuel_type: 'D',
      body_style: 'BLANK',
      seats: '0',
      doors: 0,
    });
    expect(vehicle!.abi_code).toMatch(/^[0-9]{8}$/);
  });

  test('fills body, seats and doors when the only candidate knows them', async () => {
    const ev = vesRecord({ make: 'NISSAN', yearOfManufacture: 2023, fuelType: 'ELECTRICITY' });
    delete (ev as Record<string, unknown>).engineCapacity;
    fake.answer({ kind: 'json', status: 200, body: ev });
    expect(await adapter.findByRegistration('AB23CDE')).toEqual([
      expect.objectContaining({
        manufacturer: 'Nissan',
        model: 'Townstar',
        engine_size: 0,
        fuel_type: 'E',
        body_style: 'PV',
        seats: '2',
        doors: 4,
        abi_code: '44020020',
      }),
    ]);
  });

  test('answers not found for 404, with the VES error body', async () => {
    fake.answer({
      kind: 'json',
      status: 404,
      body: {
        errors: [
          { status: '404', code: '404', title: 'Vehicle Not Found', detail: 'Record for vehicle not found' },
        ],
      },
    });
    expect(await adapter.findByRegistration('ER19NFD')).toEqual([]);
  });

  test.each([400, 401, 403, 429, 500, 503])('fails on status %i', async (status) => {
    fake.answer({
      kind: 'json',
      status,
      body: { errors: [{ status: String(status), title: 'Secret detail' }] },
    });
    expect(await failure()).toBe(`status ${status}`);
  });

  test.each([
    ['text that is not JSON', { kind: 'text', status: 200, body: '<html>Gateway says hello</html>' }],
    ['an empty body', { kind: 'text', status: 200, body: '' }],
    ['JSON that is not a record', { kind: 'json', status: 200, body: [1, 2, 3] }],
    ['a record without a make', { kind: 'json', status: 200, body: { yearOfManufacture: 2019 } }],
  ] as const)('fails on %s', async (_name, answer) => {
    fake.answer(answer);
    expect(await failure()).toBe('unexpected body');
  });

  test('fails when the make or engine is not in the catalogue', async () => {
    fake.answer({ kind: 'json', status: 200, body: vesRecord({ make: 'BMW' }) });
    expect(await failure()).toBe('vehicle not in the model catalogue');
    fake.answer({ kind: 'json', status: 200, body: vesRecord({ engineCapacity: 4400 }) });
    expect(await failure()).toBe('vehicle not in the model catalogue');
  });

  test('gives up after its timeout when VES never answers', async () => {
    fake.answer({ kind: 'hang' });
    const impatient = new DvlaVesAdapter({
      url: `${fake.url}/vehicle-enquiry/v1/vehicles`,
      apiKey: 'test-key',
      timeoutMs: HANG_TIMEOUT_MS,
      catalogue: embeddedVanCatalogue(),
      clock: () => now,
    });
    expect(await failure('AB19CDE', impatient)).toBe('timeout');
  });

  test('fails when nothing listens', async () => {
    const gone = await startFakeHttpService();
    await gone.close();
    const orphan = new DvlaVesAdapter({
      url: gone.url,
      apiKey: 'k',
      timeoutMs: TIMEOUT_MS,
      catalogue: embeddedVanCatalogue(),
    });
    await expect(orphan.findByRegistration('AB19CDE')).rejects.toMatchObject({ reason: 'network error' });
  });
});

describe('DvlaVesAdapter.manualLookup', () => {
  test('answers the cascade from the catalogue, without calling VES', async () => {
    const calls = fake.seen.length;
    const answer = await adapter.manualLookup({ manufacturer: 'Ford' });
    expect(answer.model).toContainEqual({ name: 'Transit', value: 'Transit' });
    expect(fake.seen.length).toBe(calls);
  });
});
