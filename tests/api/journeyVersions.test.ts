import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Proposal } from '../../schemas/generated/index';
import { mandate, payByCard } from './buyPolicy';
import { proposalFixture } from '../fixtures/index';
import { journeyDocuments } from '../support/journey/journeyText';
import { testEngines } from '../support/stores/testStores';
import type { TestStore } from '../support/stores/testStores';
import { buildTestApp, type TestApp } from '../support/testApp';

// A journey change shipped while customers are mid-quote (issue 13, point 3): a quote made under
// version N is still confirmed, paid and accepted by servers running N+1, and a proposal moves to
// N+1 only when its customer changes an answer, carried by the declared migration.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- journey documents

const STEP_1 = 'steps/01-about-you/schema.json';
const RENAMED_FROM = 'has_part_time_occupation';
const RENAMED_TO = 'is_smoker';
const NEW_QUESTION = 'risk.has_driving_experience';

/**
 * Version N+1 of the journey, as a product person would ship it: a reworded title, a question
 * renamed (with its migration), a new required question, and the human version bumped.
 */
function nextVersion(documents: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const next = structuredClone(documents) as Record<string, Json>;
  const human = (next['journey.json'] as Json).version as string;
  const bumped = human.replace(/\d+$/, (n) => String(Number(n) + 1));
  (next['journey.json'] as Json).version = bumped;

  for (const path of Object.keys(next)) {
    if (path.startsWith('steps/') || path === 'rules.json') {
      next[path] = JSON.parse(JSON.stringify(next[path]).replaceAll(`"${RENAMED_FROM}"`, `"${RENAMED_TO}"`));
      next[path] = JSON.parse(JSON.stringify(next[path]).replaceAll(`.${RENAMED_FROM}"`, `.${RENAMED_TO}"`));
    }
  }
  next[`migrations/${bumped}.json`] = {
    from: [human],
    to: bumped,
    operations: [
      { op: 'rename', path: `risk.proposer.${RENAMED_FROM}`, to: RENAMED_TO },
      { op: 'rename', path: `risk.additional_drivers[*].${RENAMED_FROM}`, to: RENAMED_TO },
    ],
  };

  const risk = (next[STEP_1] as Json).properties.risk as Json;
  const liability = risk.properties.duqs.properties.has_public_liability as Json;
  liability.title = `${liability.title as string} (reworded)`;
  const required = risk.errorMessage.required as Json;
  risk.properties.has_driving_experience = { type: 'boolean', title: 'A question new in this version' };
  risk.required = [...(risk.required as string[]), 'has_driving_experience'];
  required.has_driving_experience = required.proposer;
  return next;
}

const withoutServerFields = (proposal: Proposal): Proposal => {
  const {
    quote: _q,
    is_quoted: _iq,
    is_referred: _ir,
    journey_version: _jv,
    removed_addons: _ra,
    ...answers
  } = proposal;
  return answers;
};

describe.each(testEngines())('journey versions pinned per proposal on $name', ({ open }) => {
  let stored: TestStore;
  const apps: TestApp[] = [];
  /** A server process over the one store: journey N (journey/) or the documents given. */
  const start = async (journey?: Record<string, unknown>) => {
    const app = await buildTestApp({ store: stored.store, ...(journey ? { journey } : {}) });
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    stored = await open();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await stored.done();
  });

  const next = nextVersion(journeyDocuments);
  let versionN: string;
  let versionN1: string;
  let bought: string;
  let monthly: string;
  let edited: string;

  async function quotedUnder(app: TestApp): Promise<string> {
    const created = await app.call('POST', '/api/proposal?steps=7', { body: proposalFixture() });
    expect(created.status).toBe(201);
    const uuid = created.body.uuid as string;
    const quoted = await app.call('POST', `/api/proposal/${uuid}/quote`);
    expect(quoted.status).toBe(200);
    expect(quoted.body.journey_version).toBe(versionN);
    expect(quoted.body.quote.metadata.journey_version).toBe(versionN);
    return uuid;
  }

  test('version N: the status names it, and three proposals are quoted under it', async () => {
    const app = await start();
    const status = await app.call('GET', '/json/status');
    expect(status.status).toBe(200);
    versionN = status.body.journey_version;
    expect(versionN).toMatch(/^[0-9a-f]{16}$/);
    expect(status.body.journey_human_version).toBe((journeyDocuments['journey.json'] as Json).version);
    bought = await quotedUnder(app);
    monthly = await quotedUnder(app);
    edited = await quotedUnder(app);
    await app.close();
  });

  test('N+1 ships: a new server over the same store runs it, and keeps N beside it', async () => {
    const app = await start(next);
    const status = await app.call('GET', '/json/status');
    versionN1 = status.body.journey_version;
    expect(versionN1).toMatch(/^[0-9a-f]{16}$/);
    expect(versionN1).not.toBe(versionN);
    expect(status.body.journey_human_version).toBe((next['journey.json'] as Json).version);
    const versions = await stored.store.db
      .selectFrom('journey_versions')
      .select(['version', 'human_version'])
      .orderBy('first_run_at')
      .execute();
    expect(versions.map((v) => v.version).sort()).toEqual([versionN, versionN1].sort());
  });

  test('the quote made under N is confirmed, paid and accepted under N+1', async () => {
    const app = apps[apps.length - 1] as TestApp;
    const read = await app.call('GET', `/api/proposal/${bought}`);
    expect(read.body.journey_version).toBe(versionN);
    // Its answers lack the new question and use the old name: N's checks still hold them.
    expect(read.body.risk.has_driving_experience).toBeUndefined();
    expect(read.body.risk.proposer[RENAMED_FROM]).toBeDefined();

    const confirmed = await app.confirmDetails(bought);
    expect(confirmed.body.journey_version).toBe(versionN);
    expect(confirmed.body.quote.is_confirmed).toBe(true);
    const option = await app.call('POST', `/api/proposal/${bought}/payment-option`, {
      body: { is_pay_monthly: false },
    });
    expect(option.status).toBe(200);
    expect(option.body.journey_version).toBe(versionN);
    expect(await payByCard(app, bought)).toBe(`/quote/thankyou?uuid=${bought}`);
    const accepted = await app.call('POST', `/api/proposal/${bought}/quote/accept`, { body: {} });
    expect(accepted.status).toBe(200);
    expect(accepted.body.quote.is_accepted).toBe(true);
    const record = await stored.store.getProposal(bought);
    expect(record?.isPurchased).toBe(true);
    expect(record?.document.journey_version).toBe(versionN);
    expect(record?.document.quote?.metadata?.journey_version).toBe(versionN);
  });

  test('a monthly quote made under N is mandated, paid and accepted under N+1', async () => {
    const app = apps[apps.length - 1] as TestApp;
    const option = await app.call('POST', `/api/proposal/${monthly}/payment-option`, {
      body: { is_pay_monthly: true },
    });
    expect(option.status).toBe(200);
    await app.confirmDetails(monthly);
    const mandated = await app.call('POST', `/api/proposal/${monthly}/pay-monthly`, {
      body: { is_pay_monthly: true, direct_debit: mandate },
    });
    expect(mandated.status).toBe(200);
    expect(mandated.body.journey_version).toBe(versionN);
    expect(await payByCard(app, monthly)).toBe(`/quote/thankyou?uuid=${monthly}`);
    const accepted = await app.call('POST', `/api/proposal/${monthly}/quote/accept`, { body: {} });
    expect(accepted.status).toBe(200);
    expect((await stored.store.getProposal(monthly))?.document.journey_version).toBe(versionN);
  });

  test('saving the same answers keeps the proposal on N', async () => {
    const app = apps[apps.length - 1] as TestApp;
    const read = await app.call('GET', `/api/proposal/${edited}`);
    const same = await app.call('POST', `/api/proposal/${edited}`, { body: read.body });
    expect(same.status).toBe(200);
    expect(same.body.journey_version).toBe(versionN);
  });

  test('an edit moves it to N+1: the new question is asked (422) until answered, the renamed answer carried', async () => {
    const app = apps[apps.length - 1] as TestApp;
    const read = await app.call('GET', `/api/proposal/${edited}`);
    const answers = withoutServerFields(read.body as Proposal);
    const given = answers.risk!.proposer![RENAMED_FROM as keyof NonNullable<Proposal['risk']>['proposer']];
    expect(typeof given).toBe('boolean');
    answers.risk!.proposer!.email_address = 'moved.on@example.com';

    const refused = await app.call('POST', `/api/proposal/${edited}`, { body: answers });
    expect(refused.status).toBe(422);
    const nextRequired = (next[STEP_1] as Json).properties.risk.errorMessage.required.has_driving_experience;
    expect(refused.body.errors).toContainEqual({ path: NEW_QUESTION, message: nextRequired });
    expect((await stored.store.getProposal(edited))?.document.journey_version).toBe(versionN);

    answers.risk!.has_driving_experience = true;
    const moved = await app.call('POST', `/api/proposal/${edited}`, { body: answers });
    expect(moved.status).toBe(200);
    expect(moved.body.journey_version).toBe(versionN1);
    expect(moved.body.risk.has_driving_experience).toBe(true);
    expect(moved.body.risk.proposer[RENAMED_TO]).toBe(given);
    expect(moved.body.risk.proposer[RENAMED_FROM]).toBeUndefined();
    for (const driver of moved.body.risk.additional_drivers ?? []) {
      expect(driver[RENAMED_FROM]).toBeUndefined();
      expect(typeof driver[RENAMED_TO]).toBe('boolean');
    }
    const events = await stored.store.listEvents(edited);
    expect(events.at(-1)?.data.journey_moved).toEqual({
      from: versionN,
      to: versionN1,
      migrations: [(next['journey.json'] as Json).version],
    });

    const requoted = await app.call('POST', `/api/proposal/${edited}/quote`);
    expect(requoted.status).toBe(200);
    expect(requoted.body.quote.metadata.journey_version).toBe(versionN1);
  });

  test('a server still on N (a rolling deploy) holds the proposal to N+1, loaded from the store', async () => {
    const app = await start();
    const read = await app.call('GET', `/api/proposal/${edited}`);
    expect(read.body.journey_version).toBe(versionN1);
    const answers = withoutServerFields(read.body as Proposal);
    delete answers.risk!.has_driving_experience;
    answers.risk!.proposer!.email_address = 'still.new@example.com';
    const refused = await app.call('POST', `/api/proposal/${edited}`, { body: answers });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.map((e: { path: string }) => e.path)).toContain(NEW_QUESTION);
    answers.risk!.has_driving_experience = false;
    const saved = await app.call('POST', `/api/proposal/${edited}`, { body: answers });
    expect(saved.status).toBe(200);
    expect(saved.body.journey_version).toBe(versionN1);
  });
});
