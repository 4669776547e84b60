import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import validationMessages from '../../journey/content/validation-messages.json';
import { journeyListValues } from '../../journey/src/lists/journeyLists';
import { listQuestions, type ListQuestion } from '../support/journey/listQuestions';
import { toFieldErrors } from '../../journey/src/fieldErrors';
import { applyRules, journeyRules } from '../../journey/src/rules/index';
import type { Proposal } from '../../schemas/generated/index';
import { createAjv, schemaId } from '../../schemas/src/createAjv';
import { journeySteps } from '../../server/journeyProposal';
import { proposalFixture, setAnswer } from '../fixtures/index';
import { buildTestApp, type TestApp } from '../support/testApp';

// An answer whose question names a reference list must be one of its options, on save and on
// quote. The questions, their lists and their messages are read from the journey documents (the
// steps as the server loads them), so a new list question or a reworded message needs no change.

const entity = createAjv({}, { lists: journeyListValues }).getSchema(
  schemaId('entities/proposal.schema.json'),
)!;

/**
 * What the Proposal entity schema says of the answer at `path`, if anything: a save checks the
 * body against it first, so where the entity itself enumerates the values (cover type, seats)
 * a save gets the catalogue's wording for them.
 */
function entityMessage(document: Proposal, path: string): string | undefined {
  return entity(document) ? undefined : toFieldErrors(entity.errors).find((e) => e.path === path)?.message;
}

/** The question's own message for an answer that is not an option, else the journey's fallback. */
function messageOf(schema: ListQuestion['schema']): string {
  const own = schema.errorMessage;
  if (typeof own === 'string') return own;
  const forList = own && typeof own === 'object' ? (own as Record<string, unknown>).list : undefined;
  return typeof forList === 'string' ? forList : validationMessages.default;
}

/** A value of the question's type that breaks no rule but the list's (undefined when none can). */
function notAnOption(question: ListQuestion): string | number | undefined {
  const options = journeyListValues[question.list] ?? [];
  const { type, minimum, maximum } = question.schema;
  if (type === 'string') return options.includes('ZZZ') ? undefined : 'ZZZ';
  if (type !== 'integer' && type !== 'number') return undefined;
  const last = typeof maximum === 'number' ? maximum : Number.MAX_SAFE_INTEGER;
  for (let n = typeof minimum === 'number' ? minimum : 0; n <= last; n += 1)
    if (!options.includes(String(n))) return n;
  return undefined;
}

const answerAt = (document: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      document,
    );

function withAnswer(path: string, value: unknown): Proposal {
  return setAnswer(proposalFixture(), path, value);
}

/**
 * Every list question the complete fixture answers itself (not one the journey's rules answer
 * for it, as the owner when the proposer keeps the van), with a value that is no option.
 */
const cases = journeySteps.flatMap((step) =>
  listQuestions(step.schema).flatMap((question) => {
    const path = question.path.replaceAll('*', '0');
    const bad = notAnOption(question);
    if (answerAt(proposalFixture(), path) === undefined || bad === undefined) return [];
    if (answerAt(applyRules(journeyRules, undefined, withAnswer(path, bad)), path) !== bad) return [];
    const message = messageOf(question.schema);
    return [
      {
        step: step.number,
        path,
        list: question.list,
        bad,
        message,
        saveMessage: entityMessage(withAnswer(path, bad), path) ?? message,
      },
    ];
  }),
);

describe('answers from a reference list', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  test('the documents give cases for occupation, industry, class of use and NCD years', () => {
    for (const list of ['occupation_role', 'occupation_industry', 'class_of_use', 'ncd_years'])
      expect(cases.map((c) => c.list)).toContain(list);
  });

  test.each(cases)('saving step $step with $path = $bad answers 422 and writes nothing', async (row) => {
    const created = await app.call('POST', '/api/proposal?steps=7', { body: proposalFixture() });
    expect(created.status).toBe(201);
    const uuid = created.body.uuid as string;
    const before = await app.store.getProposal(uuid);
    const writes = app.writes();

    const response = await app.call('POST', `/api/proposal/${uuid}?steps=${row.step}`, {
      body: withAnswer(row.path, row.bad),
    });

    expect(response.status).toBe(422);
    expect(response.body.errors).toContainEqual({ path: row.path, message: row.saveMessage });
    expect(app.writes()).toBe(writes);
    expect((await app.store.getProposal(uuid))?.version).toBe(before?.version);
  });

  test.each(cases)('quoting answers stored with $path = $bad answers 422 and writes nothing', async (row) => {
    // Stored before the check existed (straight into the store, past the API).
    const uuid = randomUUID();
    const now = new Date('2026-11-20T10:00:00.000Z');
    await app.store.createProposal(
      {
        uuid,
        document: { ...withAnswer(row.path, row.bad), uuid },
        now,
        expiresAt: new Date(now.getTime() + 60 * 60_000),
      },
      { type: 'proposal.created' },
    );
    const writes = app.writes();

    const response = await app.call('POST', `/api/proposal/${uuid}/quote`);

    expect(response.status).toBe(422);
    expect(response.body.errors).toContainEqual({ path: row.path, message: row.message });
    expect(app.writes()).toBe(writes);
    const stored = await app.store.getProposal(uuid);
    expect(stored?.version).toBe(1);
    expect(stored?.document.quote).toBeUndefined();
  });
});
