import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Proposal, VehicleLookupResult } from '../../schemas/generated/index';
import { KyselyApiKeys } from '../../server/storage/apiKeys';
import { proposalFixture, setAnswer } from '../fixtures/index';
import { journeyText } from '../support/journey/journeyText';
import type { TestApp } from '../support/testApp';
import { expectRefusedUnwritten } from './refusedUnwritten';
import { testEngines } from './testEngines';

// The van's looked-up answers (its ABI code, make, model, description, year, engine size, fuel and
// transmission) are the lookup's, never the client's: every call that saves answers holds them to
// the van catalogue the lookups answer from, so a van is priced as the van it is.

const message = journeyText('content/form.json#/vehicle/detailsMessage');
const refusal = { path: 'risk.vehicle.abi_code', message };

describe.each(testEngines)("the van's details are the lookup's on $name", ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  let key: string;
  beforeAll(async () => {
    ({ app, drop } = await open());
    ({ key } = await new KyselyApiKeys(app.store.db).issue('acme-broker', 100, app.now()));
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const withVan = (change: Record<string, unknown>): Proposal => {
    const document = proposalFixture();
    for (const [field, value] of Object.entries(change)) setAnswer(document, `risk.vehicle.${field}`, value);
    return document;
  };

  const refused = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    expectRefusedUnwritten(app, refusal, { method, path, body, headers });

  test('a van the registration lookup found is saved; the same van with its engine size changed is not', async () => {
    const created = await app.call('POST', '/api/proposal', { body: proposalFixture() });
    expect(created.status).toBe(201);
    const uuid = created.body.uuid as string;
    const lookup = await app.call('GET', '/api/vehicle/registration?registration=LF66XYZ');
    const [found] = lookup.body.vehicles as VehicleLookupResult[];
    const { seats: _seats, body_style: _body, ...looked } = found!;
    const saved = await app.call('POST', `/api/proposal/${uuid}`, { body: withVan(looked) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.risk.vehicle.abi_code).toBe(found!.abi_code);

    await refused('POST', `/api/proposal/${uuid}`, {
      ...saved.body,
      ...withVan({ ...looked, engine_size: 0 }),
    });
    const stored = await app.call('GET', `/api/proposal/${uuid}`);
    expect(stored.body.risk.vehicle.engine_size).toBe(found!.engine_size);
  });

  test.each<[string, Record<string, unknown>]>([
    ['an ABI code no lookup gives', { abi_code: '99999999' }],
    ['another make', { manufacturer: 'VAUXHALL' }],
    ['a year before the van was made', { year: 1999 }],
    ['another transmission', { transmission: 'A' }],
  ])('%s is refused on create, update and the integrators quote call', async (_case, change) => {
    await refused('POST', '/api/proposal', withVan(change));
    const uuid = (await app.call('POST', '/api/proposal', { body: proposalFixture() })).body.uuid as string;
    await refused('POST', `/api/proposal/${uuid}`, withVan(change));
    await refused('POST', '/api/integrations/quotes', withVan(change), { Authorization: `Bearer ${key}` });
  });
});
