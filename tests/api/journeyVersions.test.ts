import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AddonCatalogue, Proposal } from '../../schemas/generated/index';
import { versionOf } from '../../server/journeyDocuments';
import { KyselyJourneyVersions } from '../../server/storage/journeyVersions';
import { assertValidRatebook, defaultRatebookJson } from '../../server/rating/index';
import { createAjv } from '../../schemas/src/createAjv';
import { readListValues } from '../../server/loadLists';
import { confirmBody } from '../support/testApp';
import { mandate, ok, payByCard } from './buyPolicy';
import { proposalFixture } from '../fixtures/index';
import { journeyDocuments } from '../support/journey/journeyText';
import { testEngines } from '../support/stores/testStores';
import type { TestStore } from '../support/stores/testStores';
import { buildTestApp, TEST_START, type TestApp } from '../support/testApp';

const SECOND = 1000;

// A journey change shipped while customers are mid-quote (issue 13, point 3): a quote made under
// version N is still confirmed, paid and accepted by servers running N+1, held to N's steps, page
// forms and add-on catalogue; the pages read it as N+1 asks it; and a proposal moves to N+1 only
// when its customer changes an answer, carried by the declared migration.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- journey documents

const STEP_1 = 'steps/01-about-you/schema.json';
const CONFIRM_FORM = 'forms/confirm-details/schema.json';
/** The summary's declaration N+1 no longer asks. */
const DROPPED_DECLARATION = 'agreed_excesses';
const RENAMED_FROM = 'has_part_time_occupation';
const RENAMED_TO = 'is_smoker';
const NEW_QUESTION = 'risk.has_driving_experience';

/** The documents with journey.json's human version bumped: answers the copy and both versions. */
function bumped(documents: Readonly<Record<string, unknown>>) {
  const next = structuredClone(documents) as Record<string, Json>;
  const human = (next['journey.json'] as Json).version as string;
  const version = human.replace(/\d+$/, (n) => String(Number(n) + 1));
  (next['journey.json'] as Json).version = version;
  return { next, human, bumped: version };
}

/** Step 1 asks a new required question `name` (under risk), with the step's message for a missing answer. */
function withNewQuestion(documents: Record<string, Json>, name: string): void {
  const risk = (documents[STEP_1] as Json).properties.risk as Json;
  risk.properties[name] = { type: 'boolean', title: 'A question new in this version' };
  risk.required = [...(risk.required as string[]), name];
  (risk.errorMessage.required as Json)[name] = (risk.errorMessage.required as Json).proposer;
}

/**
 * Version N+1 of the journey, as a product person would ship it: a reworded title, a question
 * renamed (with its migration), a new required question, an add-on's title reworded, one
 * declaration of the summary no longer asked, and the human version bumped.
 */
function nextVersion(documents: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const { next, human, bumped: version } = bumped(documents);

  for (const path of Object.keys(next)) {
    if (path.startsWith('steps/') || path === 'rules.json') {
      next[path] = JSON.parse(JSON.stringify(next[path]).replaceAll(`"${RENAMED_FROM}"`, `"${RENAMED_TO}"`));
      next[path] = JSON.parse(JSON.stringify(next[path]).replaceAll(`.${RENAMED_FROM}"`, `.${RENAMED_TO}"`));
    }
  }
  next[`migrations/${version}.json`] = {
    from: [human],
    to: version,
    operations: [
      { op: 'rename', path: `risk.proposer.${RENAMED_FROM}`, to: RENAMED_TO },
      { op: 'rename', path: `risk.additional_drivers[*].${RENAMED_FROM}`, to: RENAMED_TO },
    ],
  };

  const risk = (next[STEP_1] as Json).properties.risk as Json;
  const liability = risk.properties.duqs.properties.has_public_liability as Json;
  liability.title = `${liability.title as string} (reworded)`;
  withNewQuestion(next, 'has_driving_experience');

  const addon = (next['addons.json'] as AddonCatalogue).addons.find(({ kind }) => kind === 'cover')!;
  addon.title = `${addon.title} (reworded)`;
  const declarations = (next[CONFIRM_FORM] as Json).properties.declarations as Json;
  declarations.required = (declarations.required as string[]).filter((d) => d !== DROPPED_DECLARATION);
  return next;
}

/** The first cover add-on of a version's catalogue: N+1 rewords its title. */
const reworded = (documents: Readonly<Record<string, unknown>>) =>
  (documents['addons.json'] as AddonCatalogue).addons.find(({ kind }) => kind === 'cover')!;

/**
 * The ratebook N+1 ships with: the add-on N+1 rewords costs more. It prices quotes made under
 * N+1; a quote made under N keeps the price it was given.
 */
function nextRatebook() {
  const ratebook = structuredClone(
    assertValidRatebook(createAjv({}, { lists: readListValues() }), defaultRatebookJson),
  );
  const addon = ratebook.addons.find(({ code }) => code === reworded(journeyDocuments).code)!;
  addon.premium_pence += 500;
  ratebook.version = `${ratebook.version}.1`;
  return ratebook;
}

/** The summary's confirm body without the declaration N+1 dropped. */
function withoutDroppedDeclaration() {
  const body = confirmBody();
  const { [DROPPED_DECLARATION]: _dropped, ...declarations } = body.declarations;
  return { ...body, declarations };
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
  const ratebookN1 = nextRatebook();
  /**
   * A server process over the one store: journey N, or N+1 (and any later) with N+1's ratebook,
   * first run a second after N (on the same clock the two first runs would tie, and which version
   * was kept first would turn on the order of their hashes, so on any rewording of the journey).
   */
  const start = async (journey?: Record<string, unknown>) => {
    const later = journey
      ? { journey, ratebook: ratebookN1, startAt: new Date(TEST_START.getTime() + SECOND) }
      : {};
    const app = await buildTestApp({ store: stored.store, ...later });
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
  /** The proposal as the store holds it. */
  const storedDocument = async (uuid: string) => (await stored.store.getProposal(uuid))?.document;
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
    // The add-on N+1 rewords and prices higher, chosen under N.
    const addon = reworded(journeyDocuments);
    const chosen = await ok(app, 'POST', `/api/proposal/${bought}/addons`, {
      addons: [{ code: addon.code, is_selected: true }],
    });
    expect(chosen.quote.addons).toContainEqual(
      expect.objectContaining({ code: addon.code, description: addon.title, is_selected: true }),
    );
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
      .select(['version', 'human_version', 'first_run_at'])
      .orderBy('first_run_at')
      .execute();
    expect(versions.map((v) => v.version).sort()).toEqual([versionN, versionN1].sort());
    // N is the first version kept by its time alone, whatever the order of the two hashes.
    const firstRun = (version: string) =>
      new Date(versions.find((v) => v.version === version)!.first_run_at).getTime();
    expect(firstRun(versionN1)).toBeGreaterThan(firstRun(versionN));
    expect(await new KyselyJourneyVersions(stored.store.db).first()).toBe(versionN);
  });

  test('the pages read an N proposal as N+1 asks it: the renamed answer under its new name, stored under N', async () => {
    const app = apps[apps.length - 1] as TestApp;
    const asKept = (await storedDocument(bought))!;
    const given = asKept.risk!.proposer![RENAMED_FROM as keyof NonNullable<Proposal['risk']>['proposer']];
    expect(typeof given).toBe('boolean');

    const read = await app.call('GET', `/api/proposal/${bought}`);
    expect(read.status).toBe(200);
    expect(read.body.journey_version).toBe(versionN);
    expect(read.body.risk.proposer[RENAMED_TO]).toBe(given);
    expect(read.body.risk.proposer[RENAMED_FROM]).toBeUndefined();
    // The new question is N+1's to ask once the customer edits; the quote is N's, as stored.
    expect(read.body.risk.has_driving_experience).toBeUndefined();
    expect(read.body.quote).toEqual(asKept.quote);
    // Reading changed nothing stored.
    expect(await storedDocument(bought)).toEqual(asKept);
  });

  test('the quote made under N is confirmed, paid and accepted under N+1 at its price, with N add-ons and declarations', async () => {
    const app = apps[apps.length - 1] as TestApp;
    const quoteN = (await storedDocument(bought))!.quote!;
    const addon = reworded(journeyDocuments);
    const priceN = quoteN.addons!.find(({ code }) => code === addon.code)!.premium;
    const priceN1 = ratebookN1.addons.find(({ code }) => code === addon.code)!.premium_pence / 100;
    expect(Number(priceN)).not.toBe(priceN1);

    // N's summary asks every one of N's declarations, though N+1 dropped one.
    const short = await app.call('POST', `/api/proposal/${bought}/confirm`, {
      body: withoutDroppedDeclaration(),
    });
    expect(short.status).toBe(422);
    const declarations = (journeyDocuments[CONFIRM_FORM] as Json).properties.declarations;
    expect(short.body.errors).toContainEqual({
      path: `declarations.${DROPPED_DECLARATION}`,
      message: declarations.errorMessage.required[DROPPED_DECLARATION],
    });

    const confirmed = await app.confirmDetails(bought);
    expect(confirmed.body.journey_version).toBe(versionN);
    expect(confirmed.body.quote.is_confirmed).toBe(true);
    // N's price, add-on and title: nothing N+1 changed reaches the quote being bought.
    expect(confirmed.body.quote).toEqual({ ...quoteN, is_confirmed: true });
    const option = await app.call('POST', `/api/proposal/${bought}/payment-option`, {
      body: { is_pay_monthly: false },
    });
    expect(option.status).toBe(200);
    expect(option.body.journey_version).toBe(versionN);
    expect(await payByCard(app, bought)).toBe(`/quote/thankyou?uuid=${bought}`);
    const paid = await ok(app, 'GET', `/api/proposal/${bought}/payment-status`);
    expect(paid.amount).toBe(quoteN.premium);
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

  test("sending back the answers as read (N+1's shape) or as stored (N's) keeps the proposal on N", async () => {
    const app = apps[apps.length - 1] as TestApp;
    const asKept = (await storedDocument(edited))!;
    const read = await app.call('GET', `/api/proposal/${edited}`);
    expect(read.body.risk.proposer[RENAMED_TO]).toBeDefined();
    const same = await app.call('POST', `/api/proposal/${edited}`, { body: read.body });
    expect(same.status).toBe(200);
    expect(same.body.journey_version).toBe(versionN);
    expect(same.body.risk.proposer[RENAMED_TO]).toBe(read.body.risk.proposer[RENAMED_TO]);
    expect((await storedDocument(edited))?.risk).toEqual(asKept.risk);
    const asStored = await app.call('POST', `/api/proposal/${edited}`, { body: asKept });
    expect(asStored.status).toBe(200);
    expect(asStored.body.journey_version).toBe(versionN);
  });

  test('an edit moves it to N+1: the new question is asked (422) until answered, the renamed answer carried', async () => {
    const app = apps[apps.length - 1] as TestApp;
    const read = await app.call('GET', `/api/proposal/${edited}`);
    const answers = withoutServerFields(read.body as Proposal);
    const given = answers.risk!.proposer![RENAMED_TO as keyof NonNullable<Proposal['risk']>['proposer']];
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
    // Now held to N+1's pages and priced by N+1's ratebook: its catalogue's titles, its declarations.
    const addon = reworded(next);
    const offered = requoted.body.quote.addons.find(({ code }: { code: string }) => code === addon.code);
    expect(offered.description).toBe(addon.title);
    const priceN1 = ratebookN1.addons.find(({ code }) => code === addon.code)!.premium_pence;
    expect(Math.round(Number(offered.premium) * 100)).toBe(priceN1);
    const confirmed = await app.call('POST', `/api/proposal/${edited}/confirm`, {
      body: withoutDroppedDeclaration(),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.quote.is_confirmed).toBe(true);
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

  test('a quote from before versions were kept is held to the first version kept, which its next save records', async () => {
    const app = await start(next);
    const { uuid } = await app.proposal('quoted');
    expect((await storedDocument(uuid))?.journey_version).toBeUndefined();
    const read = await app.call('GET', `/api/proposal/${uuid}`);
    expect(read.body.journey_version).toBeUndefined();
    expect(typeof read.body.risk.proposer[RENAMED_TO]).toBe('boolean');
    // N's declarations, N's checks: N+1's new question is not asked of it.
    const short = await app.call('POST', `/api/proposal/${uuid}/confirm`, {
      body: withoutDroppedDeclaration(),
    });
    expect(short.status).toBe(422);
    const confirmed = await app.confirmDetails(uuid);
    expect(confirmed.body.journey_version).toBe(versionN);
    expect((await storedDocument(uuid))?.journey_version).toBe(versionN);
    expect(await payByCard(app, uuid)).toBe(`/quote/thankyou?uuid=${uuid}`);
  });

  test('a process keeps its version in the store at start: one of another version loads it before any call', async () => {
    // N+2, started and never called; a process still on N meets a proposal answered under N+2.
    const { next: later } = bumped(next);
    withNewQuestion(later, 'has_van_experience');
    const versionN2 = versionOf(later);
    await start(later);
    const kept = await stored.store.db.selectFrom('journey_versions').select('version').execute();
    expect(kept.map(({ version }) => version)).toContain(versionN2);

    const onN = await start();
    const { uuid } = await onN.proposal('quoted', (proposal) => {
      proposal.journey_version = versionN2;
    });
    const answers = withoutServerFields((await storedDocument(uuid))!);
    answers.risk!.proposer!.email_address = 'on.n.plus.two@example.com';
    // Held to N+2's steps (loaded from the store): its new question is asked.
    const refused = await onN.call('POST', `/api/proposal/${uuid}?steps=1`, { body: answers });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.map((e: { path: string }) => e.path)).toContain('risk.has_van_experience');
  });
});
