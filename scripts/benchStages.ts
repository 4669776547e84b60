/**
 * Where a quote write's processor time goes, stage by stage, in this process (no HTTP, no load
 * generator): `npx tsx scripts/benchStages.ts`. Each of BENCH_STAGE_ROUNDS (4,000 by default)
 * rounds does what POST /json/proposal/update does to a quoted proposal with a changed voluntary
 * excess: parse the body, the entity schema, read the proposal, prepareAnswers (rules, hidden
 * answers, step checks), the recorded rating, requote, the save and the answer's JSON. The
 * figures are processor µs a round (process.cpuUsage), so they hold on a busy machine better than
 * a rate does. The save here waits for its own commit, one at a time, so it reads higher than
 * under load, where a commit serves many saves. `npm run bench` measures the whole path over HTTP.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Proposal } from '../schemas/generated/index';
import { createAjv } from '../schemas/src/createAjv';
import { shiftIsoDate, ukToday } from '../schemas/src/ukDates';
import { journeyChecks } from '../server/journeyProposal';
import { readListValues } from '../server/loadLists';
import { ratedRun } from '../server/quoting/quoteBinding';
import { saveQuoted } from '../server/quoting/quoteService';
import { requote } from '../server/quoting/requote';
import { prepareAnswers } from '../server/quoting/saveAnswers';
import { assertValidRatebook, defaultRatebookJson, rate } from '../server/rating/index';
import { createStore } from '../server/storage/createStore';
import type { ProposalRecord } from '../server/storage/store';
import { compileCheck } from '../server/validation';
import { proposalFixture } from '../tests/fixtures/index';

const ROUNDS = Number(process.env.BENCH_STAGE_ROUNDS ?? 4000);
const PROPOSALS = 50;

const ajv = createAjv({}, { lists: readListValues() });
const ratebook = assertValidRatebook(ajv, defaultRatebookJson);
const journey = journeyChecks(ajv);
const checkProposal = compileCheck(ajv, 'entities/proposal.schema.json');
const dir = mkdtempSync(join(tmpdir(), 'vanquote-stages-'));
const store = createStore(`sqlite:${join(dir, 'stages.sqlite')}`);
await store.migrate();
const clock = () => new Date();
const deps = {
  store,
  clock,
  ratebook,
  randomInt: (n: number) => Math.floor(Math.random() * n),
  sessionIdleMinutes: 60,
  journey,
};

const proposal = proposalFixture();
proposal.risk!.start_date = shiftIsoDate(ukToday(new Date()), 0, 0, 7);
const records: ProposalRecord[] = [];
for (let i = 0; i < PROPOSALS; i += 1) {
  const now = clock();
  const uuid = randomUUID();
  const prepared = prepareAnswers(deps, undefined, proposal, journey.stepCount);
  const created = await store.createProposal(
    {
      uuid,
      document: { ...prepared.document, uuid },
      now,
      expiresAt: new Date(now.getTime() + 3_600_000),
      furthestStep: journey.stepCount,
    },
    { type: 'proposal.created' },
  );
  records.push(await saveQuoted(deps, created, created.document, { type: 'quote.created' }));
}

const cpu = () => {
  const used = process.cpuUsage();
  return used.user + used.system;
};

async function rounds(): Promise<Map<string, number>> {
  const spent = new Map<string, number>();
  let last = 0;
  const stage = (name: string) => {
    const now = cpu();
    spent.set(name, (spent.get(name) ?? 0) + now - last);
    last = now;
  };
  for (let i = 0; i < ROUNDS; i += 1) {
    const turn = i % records.length;
    const record = records[turn]!;
    const text = JSON.stringify({
      ...record.document,
      risk: { ...record.document.risk, voluntary_excess: (i % 81) * 25 },
    });
    last = cpu();
    const body = JSON.parse(text) as Proposal;
    stage('body JSON.parse');
    checkProposal(body);
    stage('entity schema');
    const current = (await store.getProposal(record.uuid))!;
    stage('getProposal');
    const prepared = prepareAnswers(deps, current, body, 0, { requoting: true, checked: body });
    stage('prepareAnswers (rules, hidden answers, step checks)');
    const now = clock();
    rate(prepared.document, ratebook, now);
    stage('(rate alone, for comparison: not in the sum)');
    const run = ratedRun(prepared.document, ratebook, now);
    stage('ratedRun (rate with its reads recorded)');
    const quoted = requote(
      prepared.document,
      { ratebook, asOf: now, reference: current.reference!, journeyVersion: journey.version },
      run,
    );
    stage('requote (quote, APR, digest)');
    const saved = await store.saveProposal(
      current.uuid,
      {
        document: quoted.document,
        expectedVersion: current.version,
        now,
        expiresAt: new Date(now.getTime() + 3_600_000),
        furthestStep: journey.stepCount,
      },
      { type: 'quote.updated', data: { requoted: true, premium: quoted.document.quote?.premium ?? null } },
    );
    stage('saveProposal (one commit each)');
    JSON.stringify({ data: saved.document });
    stage('answer JSON.stringify');
    records[turn] = saved;
  }
  return spent;
}

await rounds(); // warm up
const spent = await rounds();
let sum = 0;
for (const [name, us] of spent) {
  const each = us / ROUNDS;
  if (!name.startsWith('(')) sum += each;
  console.log(`${each.toFixed(0).padStart(6)} µs  ${name}`);
}
console.log(`${sum.toFixed(0).padStart(6)} µs  the sum (${ROUNDS} rounds)`);
await store.close();
rmSync(dir, { recursive: true, force: true });
