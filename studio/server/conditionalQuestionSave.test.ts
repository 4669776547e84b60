import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { RATEBOOK_FILE } from '../../journey/src/checks/ratebookDocument';
import { journeyListValues } from '../../journey/src/lists/journeyLists';
import { compileOnce } from '../../journey/src/steps/compileOnce';
import { loadSteps } from '../../journey/src/steps/loadSteps';
import { withoutHidden, type Matches } from '../../journey/src/steps/schemaResolver';
import { validateProposal } from '../../journey/src/steps/validateProposal';
import { toThirdPerson } from '../../journey/src/wording/toThirdPerson';
import { createAjv } from '../../schemas/src/createAjv';
import { checkJourney } from '../../scripts/checkJourney';
import { proposalWith, TODAY } from '../../tests/support/journey/stepTestHelpers';
import { conditionQuestions } from '../lib/conditionEditor';
import {
  conditionAddedChanges,
  conditionHolders,
  conditionalPlace,
  conditionRemovedChanges,
  newCondition,
  newConditionShape,
  unconditionalPlace,
} from '../lib/conditionalQuestion';
import { journeyOutline } from '../lib/journeyOutline';
import { questionEditForm } from '../lib/questionEditForm';
import { journeyFindings } from './journeyFindings';
import { saveEdit } from './saveEdit';

// "Ask only when…" and taking a condition off, saved into a copy of the journey as the studio
// saves them: `npm run check:journey` (and the studio's checker) finds nothing, and the step, loaded
// from the saved documents as the server loads them, asks and requires the question only when the
// condition holds, and drops its answer when it does not.

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const path = 'risk.duqs.annual_mileage';
const reads = 'risk.duqs.vehicle_used_during_night';
let dir: string;
beforeEach(() => {
  const copy = mkdtempSync(join(tmpdir(), 'studio-conditional-'));
  dir = join(copy, 'journey');
  const journey = join(root, 'journey');
  cpSync(journey, dir, { recursive: true, filter: (source) => !source.startsWith(join(journey, 'src')) });
  mkdirSync(dirname(join(dir, RATEBOOK_FILE)), { recursive: true });
  cpSync(join(journey, RATEBOOK_FILE), join(dir, RATEBOOK_FILE));
});
afterEach(() => rmSync(dirname(dir), { recursive: true, force: true }));

/** The journey as saved in the copy: its documents, the checker's findings and the question at `at`. */
function reading(at = path) {
  const { documents, findings } = journeyFindings(dir);
  const question = journeyOutline(documents)
    .flatMap((part) => part.questions)
    .find((q) => q.path === at);
  if (!question) throw new Error(`no question ${at}`);
  const order = (documents['journey.json'] as { steps: { id: string; title: string }[] }).steps;
  const steps = loadSteps(order, documents, { reword: toThirdPerson });
  return { documents, findings, question, steps };
}

/** The step's findings on the question, for answers to the question it reads and none to it. */
function messagesFor(steps: ReturnType<typeof reading>['steps'], usedAtNight: boolean) {
  return messagesOn(steps, { [reads]: usedAtNight }, path, 5);
}

/** The findings of the steps up to `upToStep` on question `at`, for `answers` and none to it. */
function messagesOn(
  steps: ReturnType<typeof reading>['steps'],
  answers: Record<string, unknown>,
  at: string,
  upToStep: number,
) {
  const ajv = createAjv({}, { today: () => TODAY, lists: journeyListValues });
  const proposal = proposalWith({ ...answers, [at]: undefined });
  return validateProposal(ajv, proposal, { steps, upToStep }).filter((e) => e.path === at);
}

/** The answers of the object at `at` once the answers no condition asks for are dropped. */
function keptAnswers(
  steps: ReturnType<typeof reading>['steps'],
  answers: Record<string, unknown>,
  at: string,
) {
  const ajv = createAjv({}, { today: () => TODAY, lists: journeyListValues });
  const matches: Matches = (ifSchema, given) => compileOnce(ajv, ifSchema, true)(given) as boolean;
  const kept = withoutHidden(
    steps.map((s) => s.schema),
    proposalWith(answers),
    matches,
  );
  return at.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], kept) as Record<
    string,
    unknown
  >;
}

/** A schema with each `required` list sorted. */
const sortedRequired = (schema: unknown): unknown =>
  Array.isArray(schema)
    ? schema.map(sortedRequired)
    : typeof schema === 'object' && schema !== null
      ? Object.fromEntries(
          Object.entries(schema).map(([key, value]) => [
            key,
            key === 'required' && Array.isArray(value) ? [...value].sort() : sortedRequired(value),
          ]),
        )
      : schema;

async function save(files: { file: string; changes: unknown[] }[]) {
  for (const file of files) await saveEdit(dir, file);
}

test('a question made conditional in the studio is asked, required and kept only when its condition holds', async () => {
  const before = reading();
  const required = before.question.messages.find((m) => m.keyword === 'required')?.text;
  expect(messagesFor(before.steps, false)).toEqual([{ path, message: required }]);

  const place = unconditionalPlace(before.question);
  if (typeof place === 'string') throw new Error(place);
  const lists = (name: string) =>
    (before.documents[`lists/${name}.json`] as { options: { name: string; value: string }[] }).options;
  const shape = newConditionShape(
    place,
    conditionQuestions(
      before.steps.map((s) => s.schema),
      place.base,
      lists,
    ),
  );
  const { data } = questionEditForm({ ...before.question, conditions: [newCondition(place)] }, [shape]);
  const edit = {
    ...data,
    conditions: {
      condition_0: { clause_0: { question: 'vehicle_used_during_night', operator: 'isYes' as const } },
    },
  };
  await save(conditionAddedChanges(before.question, edit, shape, place, before.documents[place.file]));

  const after = reading();
  expect(after.findings).toEqual([]);
  expect(checkJourney(dirname(dir), () => {})).toBe(0);
  expect(after.question.condition).toContain('is Yes');
  expect(after.question.messages.find((m) => m.keyword === 'required')?.text).toBe(required);
  expect(messagesFor(after.steps, false)).toEqual([]);
  expect(messagesFor(after.steps, true)).toEqual([{ path, message: required }]);
  // An answer the condition no longer asks for is dropped, as the form and the server drop it.
  const ajv = createAjv({}, { today: () => TODAY, lists: journeyListValues });
  const matches: Matches = (ifSchema, answers) => compileOnce(ajv, ifSchema, true)(answers) as boolean;
  const schemas = after.steps.map((s) => s.schema);
  const dropped = withoutHidden(schemas, proposalWith({ [reads]: false }), matches) as {
    risk: { duqs: Record<string, unknown> };
  };
  expect(dropped.risk.duqs).not.toHaveProperty('annual_mileage');
  const kept = withoutHidden(schemas, proposalWith({ [reads]: true }), matches) as typeof dropped;
  expect(kept.risk.duqs).toHaveProperty('annual_mileage');

  // Always asked again.
  const off = conditionalPlace(after.question);
  if (typeof off === 'string') throw new Error(off);
  await save(conditionRemovedChanges(after.question, undefined, off, after.documents[off.file]));
  const again = reading();
  expect(again.findings).toEqual([]);
  expect(checkJourney(dirname(dir), () => {})).toBe(0);
  expect(again.question.condition).toBeUndefined();
  expect(messagesFor(again.steps, false)).toEqual([{ path, message: required }]);
  // As it was, but for the question's place in the object's `required` (last now).
  expect(sortedRequired(again.documents[off.file])).toEqual(sortedRequired(before.documents[off.file]));
});

test('a question made conditional on an answer of another object, given on an earlier step, is written in the object holding both', async () => {
  const keeper = 'risk.vehicle.keeper';
  const before = reading();
  const required = before.question.messages.find((m) => m.keyword === 'required')?.text;
  const place = unconditionalPlace(before.question);
  if (typeof place === 'string') throw new Error(place);
  const base = conditionHolders(place).at(-1)!.answer;
  expect(base).toEqual([]);
  const lists = (name: string) =>
    (before.documents[`lists/${name}.json`] as { options: { name: string; value: string }[] }).options;
  // The questions of this step and the earlier ones, as the studio offers them.
  const shape = newConditionShape(
    place,
    conditionQuestions(
      before.steps.filter((s) => s.number <= 5).map((s) => s.schema),
      base,
      lists,
    ),
    base,
  );
  expect(shape.questions.map((q) => q.path.join('.'))).toEqual(expect.arrayContaining([keeper, reads]));
  expect(shape.questions.map((q) => q.path.join('.'))).not.toContain(path);
  const { data } = questionEditForm({ ...before.question, conditions: [newCondition(place, base)] }, [shape]);
  const edit = {
    ...data,
    conditions: { condition_0: { clause_0: { question: keeper, operator: 'isNo' as const } } },
  };
  await save(conditionAddedChanges(before.question, edit, shape, place, before.documents[place.file], base));

  const after = reading();
  expect(after.findings).toEqual([]);
  expect(checkJourney(dirname(dir), () => {})).toBe(0);
  const keeperTitle = reading(keeper).question.title;
  expect(after.question.condition).toBe(`asked when: “${keeperTitle}” is No`);
  expect(after.question.conditions.map((c) => [c.pointer, c.base])).toEqual([
    ['/properties/risk/allOf/0/if', ['risk']],
  ]);
  expect(after.question.messages.find((m) => m.keyword === 'required')?.text).toBe(required);
  // Required by the step's check only when asked.
  expect(messagesOn(after.steps, { [keeper]: true }, path, 5)).toEqual([]);
  expect(messagesOn(after.steps, { [keeper]: false }, path, 5)).toEqual([{ path, message: required }]);
  // Its answer dropped when the condition does not hold, and kept when it does.
  expect(keptAnswers(after.steps, { [keeper]: true }, 'risk.duqs')).not.toHaveProperty('annual_mileage');
  expect(keptAnswers(after.steps, { [keeper]: false }, 'risk.duqs')).toHaveProperty('annual_mileage');

  // Always asked again: the step's schema says what it said (the question last in `required`).
  const off = conditionalPlace(after.question, after.documents[after.question.place.file]);
  if (typeof off === 'string') throw new Error(off);
  expect(off.within).toEqual(['duqs']);
  await save(conditionRemovedChanges(after.question, undefined, off, after.documents[off.file]));
  const again = reading();
  expect(again.findings).toEqual([]);
  expect(checkJourney(dirname(dir), () => {})).toBe(0);
  expect(again.question.condition).toBeUndefined();
  expect(messagesOn(again.steps, { [keeper]: true }, path, 5)).toEqual([{ path, message: required }]);
  expect(sortedRequired(again.documents[off.file])).toEqual(sortedRequired(before.documents[off.file]));
});

test('the journey’s own condition across objects (who owns the van, asked when the customer is not its keeper) is taken off', async () => {
  const owner = 'risk.duqs.vehicle_owner';
  const keeper = 'risk.vehicle.keeper';
  const before = reading(owner);
  const required = before.question.messages.find((m) => m.keyword === 'required')?.text;
  expect(messagesOn(before.steps, { [keeper]: true }, owner, 2)).toEqual([]);
  const off = conditionalPlace(before.question, before.documents[before.question.place.file]);
  if (typeof off === 'string') throw new Error(off);
  expect(off).toMatchObject({
    object: '/properties/risk',
    branch: 'then',
    name: 'vehicle_owner',
    within: ['duqs'],
  });
  await save(conditionRemovedChanges(before.question, undefined, off, before.documents[off.file]));

  const after = reading(owner);
  expect(after.findings).toEqual([]);
  expect(checkJourney(dirname(dir), () => {})).toBe(0);
  expect(after.question.condition).toBeUndefined();
  expect(after.question.place.pointer).toBe('/properties/risk/properties/duqs/properties/vehicle_owner');
  expect(after.question.messages.find((m) => m.keyword === 'required')?.text).toBe(required);
  expect(messagesOn(after.steps, { [keeper]: true }, owner, 2)).toEqual([{ path: owner, message: required }]);
  expect(keptAnswers(after.steps, { [keeper]: true, [owner]: 'X' }, 'risk.duqs')).toHaveProperty(
    'vehicle_owner',
  );
  const risk = (after.documents[off.file] as { properties: { risk: Record<string, unknown> } }).properties
    .risk;
  expect(risk).not.toHaveProperty('allOf');
});
