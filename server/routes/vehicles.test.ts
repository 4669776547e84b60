import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DvlaVesAdapter } from '../providers/vehicle/dvlaVesAdapter';
import { EmbeddedVehicleProvider } from '../providers/vehicle/embeddedVehicleProvider';
import { startFakeHttpService, type FakeHttpService } from '../../tests/support/fakes/fakeHttpService';
import form from '../../journey/content/form.json';
import { journeyText } from '../../tests/support/journey/journeyText';
import { buildTestApp } from '../../tests/support/testApp';
import { embeddedVanCatalogue } from '../providers/vehicle/vanCatalogue';
import { VehicleLookupError, type VehicleProvider } from '../providers/vehicle/vehicleProvider';

const notAQuestion = (field: string) =>
  journeyText('content/validation-messages.json#/additionalProperties', { field: `"${field}"` });
const now = new Date('2026-11-20T10:00:00Z');
const clock = () => now;
const embedded = new EmbeddedVehicleProvider(embeddedVanCatalogue(), clock);

/** A provider the test steers: the embedded answers, or a failure of its choosing. */
let behaviour: 'embedded' | 'lookup error' | 'crash' | 'off schema' = 'embedded';
const steered: VehicleProvider = {
  name: 'steered',
  async findByRegistration(registration) {
    if (behaviour === 'lookup error') throw new VehicleLookupError('status 503');
    if (behaviour === 'crash')
      throw new TypeError(`provider blew up on ${registration}: SECRET-PROVIDER-TEXT`);
    if (behaviour === 'off schema')
      return [{ registration, manufacturer: 'X', abi_code: 'SECRET-PROVIDER-TEXT' }];
    return embedded.findByRegistration(registration);
  },
  async manualLookup(query) {
    if (behaviour === 'lookup error') throw new VehicleLookupError('timeout');
    if (behaviour === 'crash') throw new Error('SECRET-PROVIDER-TEXT');
    if (behaviour === 'off schema') return { model: [{ name: 'SECRET-PROVIDER-TEXT', value: '' }] };
    return embedded.manualLookup(query);
  },
};

/** The app with the given vehicle service; `get` answers a call's status and JSON. */
async function startWith(provider: VehicleProvider) {
  const app = await buildTestApp({ providers: { vehicle: provider } });
  const get = async (path: string, xhr = true) => {
    const { status, body } = await app.call('GET', path, { xhr });
    return { status, body };
  };
  return Object.assign(app, { get });
}

let app: Awaited<ReturnType<typeof startWith>>;
beforeAll(async () => {
  app = await startWith(steered);
});
afterAll(() => app.close());
beforeEach(() => {
  behaviour = 'embedded';
});

describe('GET /api/vehicle/registration', () => {
  test.each(['AB12CDE', 'AB12%20CDE', 'K50WTB', 'ABC123D', 'Q123ABC', 'JR25'])('finds %s', async (plate) => {
    const { status, body } = await app.get(`/api/vehicle/registration?registration=${plate}`);
    expect(status).toBe(200);
    expect(body.vehicles).toHaveLength(1);
    expect(body.vehicles[0].registration).toBe(decodeURIComponent(plate).replace(' ', ''));
  });

  test('answers an empty list for the never-found plates', async () => {
    expect(await app.get('/api/vehicle/registration?registration=AB12NFD')).toEqual({
      status: 200,
      body: { vehicles: [] },
    });
  });

  test.each([
    ['', 'no registration'],
    ['?registration=', 'an empty one'],
    ['?registration=ab12cde', 'lower case'],
    ['?registration=AB12CDEF', 'too long'],
    ['?registration=HELLO!', 'not a plate'],
    ['?registration=AB77CDE', 'an age identifier not issued yet'],
    ['?registration=AB12CDE&registration=CD34EFG', 'two registrations'],
  ])("refuses %j (%s) with the form's message", async (query) => {
    const { status, body } = await app.get(`/api/vehicle/registration${query}`);
    expect(status).toBe(422);
    expect(body).toEqual({
      error: 'invalid',
      message: form.vehicle.enterRegistrationMessage,
      errors: [{ path: 'registration', message: form.vehicle.enterRegistrationMessage }],
    });
  });

  test('refuses an unknown parameter', async () => {
    const { status, body } = await app.get('/api/vehicle/registration?registration=AB12CDE&debug=1');
    expect(status).toBe(422);
    expect(body.errors).toEqual([{ path: 'debug', message: notAQuestion('debug') }]);
  });

  test('refuses a call without the XHR header', async () => {
    expect((await app.get('/api/vehicle/registration?registration=AB12CDE', false)).status).toBe(403);
  });

  test.each(['lookup error', 'crash', 'off schema'] as const)(
    'answers not found when the provider fails (%s), logging it without the plate or the provider text',
    async (failure) => {
      behaviour = failure;
      const before = app.logs.length;
      const { status, body } = await app.get('/api/vehicle/registration?registration=WX19TYU');
      expect({ status, body }).toEqual({ status: 200, body: { vehicles: [] } });
      const lines = app.logs.slice(before).join('');
      expect(lines).toContain('vehicle lookup failed');
      expect(lines).not.toContain('WX19TYU');
      expect(lines).not.toContain('SECRET-PROVIDER-TEXT');
    },
  );
});

describe('GET /api/vehicle (the manual cascade)', () => {
  test('answers each step with the next dropdown, then the vehicles', async () => {
    const steps = [
      ['', 'manufacturer'],
      ['?manufacturer=Ford', 'model'],
      ['?manufacturer=Ford&model=Transit', 'fuel_type'],
      ['?manufacturer=Ford&model=Transit&fuel_type=D', 'year'],
      ['?manufacturer=Ford&model=Transit&fuel_type=D&year=2019', 'vehicles'],
    ];
    for (const [query, key] of steps) {
      const { status, body } = await app.get(`/api/vehicle${query}`);
      expect(status).toBe(200);
      expect(Object.keys(body)).toEqual([key]);
      expect(body[key!].length).toBeGreaterThan(0);
    }
  });

  test('answers a make with an accent', async () => {
    const { body } = await app.get(`/api/vehicle?manufacturer=${encodeURIComponent('Citroën')}`);
    expect(body.model).toContainEqual({ name: 'Berlingo', value: 'Berlingo' });
  });

  test.each([
    ['?model=Transit', 'manufacturer', 'Choose the manufacturer first.'],
    ['?manufacturer=Ford&fuel_type=D', 'model', 'Choose the model first.'],
    ['?manufacturer=Ford&model=Transit&year=2019', 'fuel_type', 'Choose the fuel type first.'],
    ['?manufacturer=Ford&model=Transit&fuel_type=D&year=19', 'year', 'Please choose a year from the list.'],
    ['?colour=red', 'colour', notAQuestion('colour')],
  ])('refuses %s', async (query, path, message) => {
    const { status, body } = await app.get(`/api/vehicle${query}`);
    expect(status).toBe(422);
    expect(body.errors).toContainEqual({ path, message });
  });

  test.each(['lookup error', 'crash', 'off schema'] as const)(
    'answers an empty list of the step asked for when the provider fails (%s)',
    async (failure) => {
      behaviour = failure;
      const before = app.logs.length;
      expect(await app.get('/api/vehicle?manufacturer=Ford')).toEqual({ status: 200, body: { model: [] } });
      expect(await app.get('/api/vehicle?manufacturer=Ford&model=Transit&fuel_type=D&year=2019')).toEqual({
        status: 200,
        body: { vehicles: [] },
      });
      const lines = app.logs.slice(before).join('');
      expect(lines).toContain('vehicle lookup failed');
      expect(lines).not.toContain('SECRET-PROVIDER-TEXT');
    },
  );
});

describe('the routes over the real DVLA adapter and a misbehaving VES', () => {
  let fake: FakeHttpService;
  let dvlaApp: Awaited<ReturnType<typeof startWith>>;
  beforeAll(async () => {
    fake = await startFakeHttpService();
    const adapter = new DvlaVesAdapter({
      url: fake.url,
      apiKey: 'k',
      timeoutMs: 300,
      catalogue: embeddedVanCatalogue(),
      clock,
    });
    dvlaApp = await startWith(adapter);
  });
  afterAll(async () => {
    await dvlaApp.close();
    await fake.close();
  });

  test.each([
    ['a 500', { kind: 'text', status: 500, body: 'SECRET-PROVIDER-TEXT' }],
    ['a 429', { kind: 'json', status: 429, body: { errors: [{ title: 'SECRET-PROVIDER-TEXT' }] } }],
    ['garbage', { kind: 'text', status: 200, body: 'SECRET-PROVIDER-TEXT' }],
    ['no answer at all', { kind: 'hang' }],
  ] as const)('answers not found on %s, with a log line and no leak', async (_name, answer) => {
    fake.answer(answer);
    const before = dvlaApp.logs.length;
    const { status, body } = await dvlaApp.get('/api/vehicle/registration?registration=AB19CDE');
    expect({ status, body }).toEqual({ status: 200, body: { vehicles: [] } });
    const lines = dvlaApp.logs.slice(before).join('');
    expect(lines).toMatch(/"provider":"dvla".*vehicle lookup failed/);
    expect(lines).not.toContain('AB19CDE');
    expect(lines).not.toContain('SECRET-PROVIDER-TEXT');
  });
});
