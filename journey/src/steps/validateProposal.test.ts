import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createAjv } from '../../../schemas/src/createAjv';
import stepCasesSchema from '../../../schemas/journey/cases/step-cases.schema.json';
import { proposalFixture, proposalStep1Fixture, setAnswer } from '../../../tests/fixtures/index';
import validationMessages from '../../content/validation-messages.json';
import { fillTemplate } from '../fillTemplate';
import { journeyListValues } from '../lists/journeyLists';
import { isObject } from './documentRefs';
import { withKeywordValues } from './keywordValues';
import { stepFolder } from './loadSteps';
import { inlineReferences } from './resolveSchema';
import { createSteps, stepDocuments, steps } from './steps';
import { addDays, addYears } from '../../../tests/support/journey/days';
import { proposalWith, TODAY, testAjv, thirdPerson } from '../../../tests/support/journey/stepTestHelpers';
import { validateProposal } from './validateProposal';

// Each step's table, journey/steps/NN-step/cases.json (its shape:
// schemas/journey/cases/step-cases.schema.json), lists answers the step refuses, with the message
// expected at the exact path, and answers it accepts: a conditional question is required when shown
// and not when hidden. Messages are named by where the documents write them, never copied, so
// rewording the journey leaves these tests as they are.

/** A change to the complete fixture: copies first, then answers, then removals. */
interface Change {
  description: string;
  copy?: Record<string, string>;
  answers?: Record<string, unknown>;
  remove?: string[];
}

interface Refused extends Change {
  path: string;
  /** 'schema.json#/...', relative to the cases file, as a `$ref` is to its document. */
  message: string;
  filledWith?: Record<string, string | number | { $value: string }>;
}

interface StepCases {
  refused: Refused[];
  accepted: Change[];
}

const journeyDir = new URL('../../', import.meta.url);

/** The documents a message may be written in, by path under journey/. */
const documents: Record<string, unknown> = {
  ...stepDocuments,
  'content/validation-messages.json': validationMessages,
};

/** The keys of `reference` (`file#/pointer`) written in `from` (a path under journey/), and its file. */
function placeOf(reference: string, from: string): { file: string; keys: string[] } {
  const base = 'https://vanquote.example/journey/';
  const url = new URL(reference, base + from);
  const file = decodeURIComponent(url.pathname.slice(new URL(base).pathname.length));
  const keys = decodeURIComponent(url.hash.slice(1))
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  return { file, keys };
}

/** A value of the file as the loader reads it: a limit named by a `$ref` is the number it names. */
const loaded = (value: unknown, file: string): unknown =>
  (inlineReferences({ value }, file, documents, (text) => text) as { value: unknown }).value;

/** The value at `reference`, written in `from` as a `$ref` is. */
function valueAt(reference: string, from: string): unknown {
  const { file, keys } = placeOf(reference, from);
  const value = keys.reduce<unknown>(
    (node, key) => (node as Record<string, unknown> | undefined)?.[key],
    documents[file],
  );
  if (value === undefined) throw new Error(`${from}: ${reference} names nothing`);
  return loaded(value, file);
}

/**
 * The day the answer `pointer` names, seen from the answer at `path` as a date bound's `from` is
 * written: "3/date_of_birth" three levels up from it, "/risk/start_date" in the whole proposal.
 */
function answerDay(pointer: string, path: string, proposal: unknown): string {
  const [, up, name] = /^(\d+)\/(.+)$/.exec(pointer) ?? [];
  const keys =
    up === undefined
      ? pointer.split('/').filter(Boolean)
      : [...path.split('.').slice(0, -Number(up)), ...(name ?? '').split('/')];
  const day = keys.reduce<unknown>(
    (at, key) => (isObject(at) || Array.isArray(at) ? (at as never)[key] : undefined),
    proposal,
  );
  if (typeof day !== 'string') throw new Error(`${path}: ${pointer} names no day of the proposal`);
  return day;
}

/**
 * A case's answer: as written, or a day a question's date limit makes (`{ "$day": reference }` to
 * its `latestDate`, `earliestDate` (or one of several: `earliestDate/0`), `minAge` or `maxAge`:
 * the last day taken, or with `"past": true` the first day refused), counted from today or from
 * the answer the bound names (the licence's 17th birthday), so a case follows the limit when it
 * moves. `path` is where the answer goes in `proposal`.
 */
function answerOf(value: unknown, from: string, path = '', proposal: unknown = {}): unknown {
  if (!isObject(value) || typeof value.$day !== 'string') return value;
  const keys = value.$day.split('/');
  const keyword = /^\d+$/.test(keys.at(-1) ?? '') ? keys.at(-2) : keys.at(-1);
  const bound = valueAt(value.$day, from);
  const past = value.past === true;
  if (
    (keyword === 'latestDate' || keyword === 'earliestDate') &&
    isObject(bound) &&
    typeof bound.from === 'string'
  ) {
    const start = bound.from === 'today' ? TODAY : answerDay(bound.from, path, proposal);
    const day = addDays(addYears(start, Number(bound.years ?? 0), 'down'), Number(bound.days ?? 0));
    return past ? addDays(day, keyword === 'latestDate' ? 1 : -1) : day;
  }
  if (keyword === 'minAge' && typeof bound === 'number')
    return addDays(addYears(TODAY, -bound, 'down'), past ? 1 : 0);
  if (keyword === 'maxAge' && typeof bound === 'number')
    return addDays(addYears(TODAY, -(bound + 1), 'down'), past ? 0 : 1);
  throw new Error(`${from}: ${value.$day} is no date limit counted from today or from an answer`);
}

/** A case's placeholder values, each as written or read from the journey (`{ "$value": reference }`). */
function valuesOf(values: Refused['filledWith'] = {}, from: string): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'object' ? (valueAt(value.$value, from) as string | number) : value,
    ]),
  );
}

/** The text at `reference` (`file#/pointer`), written in `from` (a path under journey/) as a `$ref` is. */
function textAt(reference: string, from: string, values: Record<string, string | number> = {}): string {
  const { file, keys } = placeOf(reference, from);
  const at = (upTo: number) =>
    keys
      .slice(0, upTo)
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], documents[file]);
  const text = at(keys.length);
  if (typeof text !== 'string') throw new Error(`${from}: ${reference} names no text`);
  // A step's message says its question's limits ({maxItems}) as the step fills them in on loading.
  const holder = keys.includes('errorMessage')
    ? loaded(at(keys.lastIndexOf('errorMessage')), file)
    : undefined;
  return fillTemplate(isObject(holder) ? withKeywordValues(text, holder) : text, values);
}

/** The text at a reference written relative to journey/. */
const message = (reference: string, values?: Record<string, string | number>) =>
  textAt(reference, 'journey.json', values);

/** The complete fixture proposal with a case's changes (`from`: the cases file). */
function proposalAfter({ copy = {}, answers = {}, remove = [] }: Change, from: string) {
  const proposal = proposalWith();
  for (const [to, from] of Object.entries(copy))
    setAnswer(
      proposal,
      to,
      structuredClone(from.split('.').reduce<unknown>((at, key) => (at as never)[key], proposal)),
    );
  for (const [path, value] of Object.entries(answers))
    setAnswer(proposal, path, answerOf(value, from, path, proposal));
  for (const path of remove) setAnswer(proposal, path, undefined);
  return proposal;
}

const tables = steps.map((step) => {
  const file = `${stepFolder(step.id, step.number)}/cases.json`;
  const url = new URL(file, journeyDir);
  const cases = existsSync(url) ? (JSON.parse(readFileSync(url, 'utf8')) as StepCases) : undefined;
  return { step: step.id, file, cases };
});

const validateCases = createAjv().compile(stepCasesSchema);

const FALLBACK = 'content/validation-messages.json#/required';
const aboutYou = 'steps/shared/driver-questions.schema.json#/definitions/about-you';
const yourDriving = 'steps/shared/driver-questions.schema.json#/definitions/your-driving';
const yourDetails = 'steps/shared/driver-questions.schema.json#/definitions/your-details';
const step1 = 'steps/01-about-you/schema.json#/properties/risk/properties';
const driver = 'risk.additional_drivers.0';

describe('validateProposal', () => {
  test('the complete fixture passes every step and the entity schema', () => {
    expect(validateProposal(testAjv, proposalFixture())).toEqual([]);
  });

  test('the step-1 fixture passes step 1', () => {
    expect(validateProposal(testAjv, proposalStep1Fixture(), { upToStep: 'about-you' })).toEqual([]);
  });

  test('an empty proposal has the messages of step 1, at each question', () => {
    expect(validateProposal(testAjv, {}, { upToStep: 1 })).toEqual([
      {
        path: 'risk.proposer.name.title',
        message: message(`${aboutYou}/properties/name/errorMessage/required/title`),
      },
      {
        path: 'risk.proposer.name.forenames',
        message: message(`${aboutYou}/properties/name/errorMessage/required/forenames`),
      },
      {
        path: 'risk.proposer.name.surname',
        message: message(`${aboutYou}/properties/name/errorMessage/required/surname`),
      },
      {
        path: 'risk.proposer.date_of_birth',
        message: message(`${aboutYou}/errorMessage/required/date_of_birth`),
      },
      {
        path: 'risk.proposer.email_address',
        message: message(`${step1}/proposer/errorMessage/required/email_address`),
      },
      {
        path: 'risk.proposer.has_insurance_refused',
        message: message(`${aboutYou}/errorMessage/required/has_insurance_refused`),
      },
      {
        path: 'risk.duqs.has_public_liability',
        message: message(`${step1}/duqs/errorMessage/required/has_public_liability`),
      },
      {
        path: 'risk.duqs.business_established_months',
        message: message(`${step1}/duqs/errorMessage/required/business_established_months`),
      },
      {
        path: 'risk.userfields.has_email_consent',
        message: message(`${step1}/userfields/errorMessage/required/has_email_consent`),
      },
    ]);
  });

  test.each(tables)('$step has its cases in $file, in the shape of step-cases.schema.json', ({ cases }) => {
    expect(cases).toBeDefined();
    expect(validateCases(cases), JSON.stringify(validateCases.errors, null, 2)).toBe(true);
  });

  describe.each(tables)('$step', ({ step, file, cases }) => {
    const from = `${file}`;

    test.each(cases?.refused ?? [])('refuses $description, at $path', (refused) => {
      const errors = validateProposal(testAjv, proposalAfter(refused, from), { upToStep: step });
      expect(errors).toContainEqual({
        path: refused.path,
        message: textAt(refused.message, from, valuesOf(refused.filledWith, from)),
      });
    });

    test.each(cases?.accepted ?? [])('accepts $description', (accepted) => {
      expect(validateProposal(testAjv, proposalAfter(accepted, from), { upToStep: step })).toEqual([]);
    });
  });

  test('an empty string is no answer: the step’s message, not the entity’s format message', () => {
    const errors = validateProposal(testAjv, proposalWith({ 'risk.proposer.name.forenames': '' }));
    expect(errors).toEqual([
      {
        path: 'risk.proposer.name.forenames',
        message: message(`${aboutYou}/properties/name/errorMessage/required/forenames`),
      },
    ]);
  });

  test('what only the entity schema knows is reported too', () => {
    expect(validateProposal(testAjv, proposalWith({ 'risk.colour': 'red' }))).toEqual([
      {
        path: 'risk.colour',
        message: message('content/validation-messages.json#/additionalProperties', { field: '"colour"' }),
      },
    ]);
  });

  test('answers the caller checked against the entity schema, held unchanged, are not checked again', () => {
    // `checked` vouches for its answers: what only the entity schema would find in them is not
    // looked for again (the server passes the request body its own check accepted).
    const proposal = proposalWith({ 'risk.colour': 'red' });
    const entityOnly = {
      path: 'risk.colour',
      message: message('content/validation-messages.json#/additionalProperties', { field: '"colour"' }),
    };
    const options = { steps: [], madeByCaller: ['quote'] };
    expect(validateProposal(testAjv, proposal, { ...options, checked: proposal })).toEqual([]);
    // The same answers in another document are the same values: still not checked again.
    expect(validateProposal(testAjv, { ...proposal }, { ...options, checked: proposal })).toEqual([]);
    // A field the caller makes itself may differ.
    expect(validateProposal(testAjv, { ...proposal, quote: {} }, { ...options, checked: proposal })).toEqual(
      [],
    );
    // An answer given a new value (as a rule gives one), or added, or taken away: checked as it is.
    const changed = { ...proposal, risk: structuredClone(proposal.risk) };
    expect(validateProposal(testAjv, changed, { ...options, checked: proposal })).toEqual([entityOnly]);
    expect(
      validateProposal(testAjv, { ...proposal, is_pay_monthly: true }, { ...options, checked: proposal }),
    ).toEqual([entityOnly]);
    const { risk: _risk, ...withoutRisk } = proposal;
    expect(validateProposal(testAjv, proposal, { ...options, checked: withoutRisk })).toEqual([entityOnly]);
    expect(validateProposal(testAjv, proposal, options)).toEqual([entityOnly]);
  });

  test('later steps are not checked before they are reached', () => {
    expect(validateProposal(testAjv, proposalStep1Fixture(), { upToStep: 'about-you' })).toEqual([]);
    expect(validateProposal(testAjv, proposalStep1Fixture(), { upToStep: 2 })).toContainEqual({
      path: 'risk.vehicle.has_registration',
      message: message(
        'steps/02-about-your-van/schema.json#/properties/risk/properties/vehicle/errorMessage/required/has_registration',
      ),
    });
  });

  test('the clock decides which start dates pass', () => {
    const later = createAjv({}, { today: () => '2026-12-02', lists: journeyListValues });
    expect(validateProposal(later, proposalFixture(), { upToStep: 'cover-details' })).toEqual([
      {
        path: 'risk.start_date',
        message: message(
          'steps/06-cover-details/schema.json#/properties/risk/properties/start_date/errorMessage/earliestDate',
        ),
      },
    ]);
  });

  test('an unknown step is a programming error', () => {
    expect(() => validateProposal(testAjv, {}, { upToStep: 'payment' })).toThrow(/no step "payment"/);
  });

  test('an ajv without the entity schemas is refused', async () => {
    const { default: Ajv } = await import('ajv');
    expect(() => validateProposal(new Ajv(), {})).toThrow(/createAjv/);
  });

  test('the fallback message is the one of the validation messages', () => {
    expect(message(FALLBACK)).toBe(validationMessages.required);
  });
});

describe('the additional driver’s questions, reworded', () => {
  const reworded = createSteps(thirdPerson);
  /** A day too young for the minimum age the journey states. */
  const tooYoung = answerOf(
    { $day: `${aboutYou}/properties/date_of_birth/minAge`, past: true },
    'journey.json',
  );

  test.each([
    [`${driver}.name.title`, undefined, `${aboutYou}/properties/name/errorMessage/required/title`],
    [`${driver}.name.forenames`, undefined, `${aboutYou}/properties/name/errorMessage/required/forenames`],
    [`${driver}.date_of_birth`, undefined, `${aboutYou}/errorMessage/required/date_of_birth`],
    [`${driver}.date_of_birth`, tooYoung, `${aboutYou}/properties/date_of_birth/errorMessage/minAge`],
    [
      `${driver}.driver_details.licence.date`,
      answerOf(
        {
          $day: `${yourDriving}/properties/driver_details/properties/licence/allOf/0/then/properties/date/earliestDate/0`,
          past: true,
        },
        'journey.json',
        `${driver}.driver_details.licence.date`,
        proposalWith(),
      ),
      `${yourDriving}/properties/driver_details/properties/licence/allOf/0/then/properties/date/errorMessage/earliestDate`,
    ],
    [
      `${driver}.resident.since`,
      '1980-01-01',
      `${yourDetails}/properties/resident/then/properties/since/errorMessage/earliestDate`,
    ],
  ])('%s = %j: the message at %s, reworded', (path, value, reference) => {
    expect(validateProposal(testAjv, proposalWith({ [path]: value }), { steps: reworded })).toContainEqual({
      path,
      message: thirdPerson(message(reference)),
    });
  });

  test('the proposer keeps the second person', () => {
    expect(
      validateProposal(testAjv, proposalWith({ 'risk.proposer.name.title': undefined }), { steps: reworded }),
    ).toEqual([
      {
        path: 'risk.proposer.name.title',
        message: message(`${aboutYou}/properties/name/errorMessage/required/title`),
      },
    ]);
  });
});
