import { afterEach, describe, expect, test } from 'vitest';
import { createAjv } from '../../schemas/src/createAjv';
import type { Proposal } from '../../schemas/generated/index';
import { readListValues } from '../../server/loadLists';
import { assertValidRatebook, defaultRatebookJson } from '../../server/rating/index';
import { createStore } from '../../server/storage/createStore';
import { proposalFixture } from '../fixtures/index';
import { buildTestApp, type TestApp } from '../support/testApp';

// A rate changed by an analyst prices the next requote of a quote made before the change, as it
// would had they also raised the ratebook's written version: the version every quote records is
// the written one with a hash of the whole ratebook (server/rating/validateRatebook.ts).

const ajv = createAjv({}, { lists: readListValues() });
/** The version written in server/rating/ratebook.json. */
const written = (defaultRatebookJson as { version: string }).version;

/** The product ratebook with every base rate 25% higher, and its written version as given. */
function dearer(version: string) {
  const json = structuredClone(defaultRatebookJson) as unknown as {
    version: string;
    minimum_premium_pence: number;
  };
  json.version = version;
  json.minimum_premium_pence += 50_000; // the fixture's premium is far above it: a floor moves nothing
  const raised = JSON.parse(
    JSON.stringify(json, (key, value: unknown) =>
      key === 'base_rates' && typeof value === 'object' ? scaled(value) : value,
    ),
  ) as unknown;
  return assertValidRatebook(ajv, raised);
}

/** Each number in a base rate table, 25% higher (rounded to whole pence where it was whole). */
function scaled(value: unknown): unknown {
  if (typeof value === 'number') return Number.isInteger(value) ? Math.round(value * 1.25) : value * 1.25;
  if (Array.isArray(value)) return value.map(scaled);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === 'from' || k === 'to' ? v : scaled(v)]),
    );
  return value;
}

describe('a ratebook changed between two runs of the server over one store', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  async function premiumsAcross(next: ReturnType<typeof dearer>) {
    const store = createStore('sqlite::memory:');
    const before = await buildTestApp({ store });
    apps.push(before);
    const { uuid } = (await before.call('POST', '/api/proposal', { body: proposalFixture() })).body as {
      uuid: string;
    };
    const quoted = (await before.call('POST', `/api/proposal/${uuid}/quote`)).body as Proposal;
    const after = await buildTestApp({ store, ratebook: next });
    apps.push(after);
    const requoted = await after.call('POST', '/json/proposal/re-quote', { body: { uuid } });
    expect(requoted.status).toBe(200);
    const fresh = await after.call('POST', '/api/proposal', { body: proposalFixture() });
    const freshQuote = (await after.call('POST', `/api/proposal/${fresh.body.uuid as string}/quote`))
      .body as Proposal;
    await store.close();
    return {
      before: quoted.quote!.premium!,
      requoted: (requoted.body as { data: Proposal }).data.quote!.premium!,
      fresh: freshQuote.quote!.premium!,
    };
  }

  test.each([
    ['its written version raised', `${written}.1`],
    ['its written version left as it was', written],
  ])('with %s, a requote of a quote made before prices with the new rates', async (_case, version) => {
    const premiums = await premiumsAcross(dearer(version));
    expect(premiums.fresh).toBeGreaterThan(premiums.before);
    expect(premiums.requoted).toBe(premiums.fresh);
  });

  test('the version a quote records is the written one and a hash of the whole ratebook', () => {
    const product = assertValidRatebook(ajv, defaultRatebookJson);
    expect(product.version).toMatch(new RegExp(`^${written.replace('.', '\\.')}\\+[0-9a-f]{12}$`));
    expect(assertValidRatebook(ajv, structuredClone(defaultRatebookJson)).version).toBe(product.version);
    expect(dearer(written).version).not.toBe(product.version);
  });
});
