import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Proposal, VehicleLookupResult } from '../../schemas/generated/index';
import { VehicleLookupError } from '../../server/providers/vehicle/vehicleProvider';
import { KyselyApiKeys } from '../../server/storage/apiKeys';
import { proposalFixture, setAnswer } from '../fixtures/index';
import { journeyText } from '../support/journey/journeyText';
import { buildTestApp, type TestApp } from '../support/testApp';
import { expectRefusedUnwritten } from './refusedUnwritten';
import { testEngines } from './testEngines';

// A registered van is the van its registration names: every call that saves answers looks a new
// or changed registration (or a new van under it) up through the vehicle lookup, and refuses a
// van the plate does not name, so a plate is never insured as a cheaper van.

const message = journeyText('content/form.json#/vehicle/detailsMessage');
const refusal = { path: 'risk.vehicle.registration', message };

const withVan = (change: Record<string, unknown>, document: Proposal = proposalFixture()): Proposal => {
  for (const [field, value] of Object.entries(change)) setAnswer(document, `risk.vehicle.${field}`, value);
  return document;
};

describe.each(testEngines)('a registered van is the van its plate names, on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  let key: string;
  /** A plate whose lookup finds a van other than the fixture's, with that van's own answers. */
  let other: { registration: string; van: VehicleLookupResult };
  beforeAll(async () => {
    ({ app, drop } = await open());
    ({ key } = await new KyselyApiKeys(app.store.db).issue('acme-broker', 100, app.now()));
    const fixtureVan = proposalFixture().risk!.vehicle!.abi_code;
    for (const registration of ['LF66XYZ', 'AB12CDE', 'KX17ABC', 'WF19KXR']) {
      const [van] = (await app.call('GET', `/api/vehicle/registration?registration=${registration}`)).body
        .vehicles as VehicleLookupResult[];
      if (van && van.abi_code !== fixtureVan) {
        other = { registration, van };
        break;
      }
    }
    expect(other, 'a plate of another van').toBeDefined();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const refused = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    expectRefusedUnwritten(app, refusal, { method, path, body, headers });

  test("another van's plate on the fixture's van is refused on create, update, the price page's update and the integrators' call", async () => {
    const plateOfAnother = withVan({ registration: other.registration });
    await refused('POST', '/api/proposal', plateOfAnother);
    await refused('POST', '/api/integrations/quotes', plateOfAnother, { Authorization: `Bearer ${key}` });
    const created = await app.call('POST', '/api/proposal', { body: proposalFixture() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const uuid = created.body.uuid as string;
    await refused('POST', `/api/proposal/${uuid}`, {
      ...created.body,
      ...withVan({ registration: other.registration }),
    });
    const quoted = await app.call('POST', `/api/proposal/${uuid}/quote`);
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    await refused(
      'POST',
      '/json/proposal/update',
      withVan({ registration: other.registration }, quoted.body),
    );
    const stored = await app.call('GET', `/api/proposal/${uuid}`);
    expect(stored.body.risk.vehicle.registration).toBe(proposalFixture().risk!.vehicle!.registration);
  });

  test('a cheaper van of the catalogue under the fixture plate is refused; the plate with its own van is saved', async () => {
    const { registration: _registration, seats: _seats, body_style: _body, ...looked } = other.van;
    await refused('POST', '/api/proposal', withVan(looked));
    const saved = await app.call('POST', '/api/proposal', {
      body: withVan({ ...looked, registration: other.registration }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.risk.vehicle.abi_code).toBe(other.van.abi_code);
  });

  test('the seats and body style the lookup knows are the ones saved: another body style is refused', async () => {
    const [found] = (
      await app.call(
        'GET',
        `/api/vehicle/registration?registration=${proposalFixture().risk!.vehicle!.registration!}`,
      )
    ).body.vehicles as VehicleLookupResult[];
    const other = found!.body_style === 'CDV' ? 'PV' : 'CDV';
    await refused('POST', '/api/proposal', withVan({ body_style: other }));
    const created = await app.call('POST', '/api/proposal', { body: proposalFixture() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await refused(
      'POST',
      `/api/proposal/${created.body.uuid as string}`,
      withVan({ body_style: other }, created.body),
    );
  });

  test('the year the lookup gives the plate is the one saved: the same model a year older is refused', async () => {
    const [found] = (
      await app.call(
        'GET',
        `/api/vehicle/registration?registration=${proposalFixture().risk!.vehicle!.registration!}`,
      )
    ).body.vehicles as VehicleLookupResult[];
    expect(found!.year).toBe(proposalFixture().risk!.vehicle!.year);
    // A year inside the model's run, so only the plate's own year refuses it.
    await refused('POST', '/api/proposal', withVan({ year: found!.year! - 1 }));
    const created = await app.call('POST', '/api/proposal', { body: proposalFixture() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await refused(
      'POST',
      `/api/proposal/${created.body.uuid as string}`,
      withVan({ year: found!.year! - 1 }, created.body),
    );
  });

  test("the price page's registration check: a van quoted without a plate takes the plate of the same van, not another's", async () => {
    const { manufacturer, model, description, year, engine_size, fuel_type, transmission, abi_code } =
      proposalFixture().risk!.vehicle!;
    const manual = withVan({ has_registration: false, registration: undefined });
    const created = await app.call('POST', '/api/proposal?steps=7', { body: manual });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const quoted = await app.call('POST', `/api/proposal/${created.body.uuid as string}/quote`);
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    expect(quoted.body.risk.vehicle).toMatchObject({
      manufacturer,
      model,
      description,
      year,
      engine_size,
      fuel_type,
      transmission,
      abi_code,
    });
    await refused(
      'POST',
      '/json/proposal/update',
      withVan({ has_registration: true, registration: other.registration }, quoted.body),
    );
    const registered = await app.call('POST', '/json/proposal/update', {
      body: withVan(
        { has_registration: true, registration: proposalFixture().risk!.vehicle!.registration },
        quoted.body,
      ),
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body.data.risk.vehicle.has_registration).toBe(true);
  });

  test("the price page's registration check of a van picked by hand as another year of its model: saved with the plate's year", async () => {
    const plate = proposalFixture().risk!.vehicle!.registration!;
    const year = proposalFixture().risk!.vehicle!.year!;
    const manual = withVan({ has_registration: false, registration: undefined, year: year - 1 });
    const created = await app.call('POST', '/api/proposal?steps=7', { body: manual });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const quoted = await app.call('POST', `/api/proposal/${created.body.uuid as string}/quote`);
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    await refused(
      'POST',
      '/json/proposal/update',
      withVan({ has_registration: true, registration: plate }, quoted.body),
    );
    const registered = await app.call('POST', '/json/proposal/update', {
      body: withVan({ has_registration: true, registration: plate, year }, quoted.body),
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body.data.risk.vehicle.year).toBe(year);
  });
});

describe('when the vehicle lookup cannot answer', () => {
  let app: TestApp;
  let asked = 0;
  beforeAll(async () => {
    app = await buildTestApp({
      providers: ({ defaults }) => ({
        vehicle: {
          ...defaults.vehicle,
          name: defaults.vehicle.name,
          manualLookup: (query) => defaults.vehicle.manualLookup(query),
          findByRegistration: () => {
            asked += 1;
            return Promise.reject(new VehicleLookupError('timeout'));
          },
        },
      }),
    });
  });
  afterAll(() => app.close());

  test('a save that changes the registration is a 502 that stores nothing; one that leaves it as it was is saved', async () => {
    const before = app.writes();
    const failed = await app.call('POST', '/api/proposal', { body: proposalFixture() });
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({
      error: 'vehicle_lookup_unavailable',
      message: journeyText('content/errors.json#/messages/vehicleLookupUnavailable'),
    });
    expect(app.writes()).toBe(before);
    expect(asked).toBe(1);

    const manual = await app.call('POST', '/api/proposal', {
      body: withVan({ has_registration: false, registration: undefined }),
    });
    expect(manual.status, JSON.stringify(manual.body)).toBe(201);
    const again = await app.call('POST', `/api/proposal/${manual.body.uuid as string}`, {
      body: manual.body,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(asked).toBe(1);
  });
});
