import Ajv from 'ajv';
import ajvErrors from 'ajv-errors';
import { describe, expect, test } from 'vitest';
import { addJourneyKeywords } from '../../schemas/src/keywords/index';
import defaultMessages from '../content/validation-messages.json';
import { pointerToPath, toFieldErrors } from './fieldErrors';
import { fillTemplate } from './fillTemplate';

// The messages expected are the journey's own (content/validation-messages.json), filled in; the
// schemas' own messages here are this test's.
const FALLBACK = defaultMessages.default;
const message = (key: keyof typeof defaultMessages, values: Record<string, string | number> = {}) =>
  fillTemplate(defaultMessages[key] as string, values);

const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
ajvErrors(ajv);
const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['title'],
  properties: {
    title: { type: 'string', maxLength: 5 },
    age: { type: 'integer', minimum: 17, maximum: 120 },
    value: { type: 'number', minimum: 0 },
    excess: { type: 'integer', multipleOf: 25 },
    drivers: { type: 'array', maxItems: 2 },
    name: { type: 'string', minLength: 2 },
    cover: { enum: ['C', 'TPFT', 'TPO'] },
    surname: { type: 'string', minLength: 1, errorMessage: { minLength: 'Own surname' } },
  },
  errorMessage: { required: { title: 'Own title' } },
};
const validate = ajv.compile(schema);
const errorsOf = (data: unknown) => (validate(data) ? [] : toFieldErrors(validate.errors));

describe('toFieldErrors', () => {
  test.each([
    ['valid data has no errors', { title: 'Mr' }, []],
    ['a missing answer with its own message', {}, [{ path: 'title', message: 'Own title' }]],
    [
      'an unknown field',
      { title: 'Mr', x: 1 },
      [{ path: 'x', message: message('additionalProperties', { field: '"x"' }) }],
    ],
    ['too long', { title: 'Professor' }, [{ path: 'title', message: message('maxLength', { limit: 5 }) }]],
    [
      'too short',
      { title: 'Mr', name: 'A' },
      [{ path: 'name', message: message('minLength', { field: 'name', limit: 2 }) }],
    ],
    [
      'out of range',
      { title: 'Mr', age: 12 },
      [{ path: 'age', message: message('maximum', { min: 17, max: 120 }) }],
    ],
    [
      'below zero',
      { title: 'Mr', value: -5 },
      [{ path: 'value', message: message('minimum', { limit: 0 }) }],
    ],
    [
      'off the steps',
      { title: 'Mr', excess: 30 },
      [{ path: 'excess', message: message('multipleOf', { limit: 25 }) }],
    ],
    [
      'too many items',
      { title: 'Mr', drivers: [1, 2, 3] },
      [{ path: 'drivers', message: message('maxItems', { limit: 2 }) }],
    ],
    ['not an option', { title: 'Mr', cover: 'X' }, [{ path: 'cover', message: message('enum') }]],
    ['a wrong type', { title: 3 }, [{ path: 'title', message: message('type') }]],
    ['the schema’s own message', { title: 'Mr', surname: '' }, [{ path: 'surname', message: 'Own surname' }]],
  ])('%s', (_name, data, expected) => {
    expect(errorsOf(data)).toEqual(expected);
  });

  test('one message per answer', () => {
    expect(errorsOf({ title: 123456 }).map((e) => e.path)).toEqual(['title']);
  });
});

describe('toFieldErrors of the list keyword', () => {
  const withLists = addJourneyKeywords(
    ajvErrors(new Ajv({ allErrors: true, strict: false, verbose: true })),
    { lists: { class_of_use: ['SDP', 'Courier'], annual_mileage: ['1000', '2000'] } },
  );
  const check = withLists.compile({
    type: 'object',
    properties: {
      use: { type: 'string', list: 'class_of_use' },
      job: { type: 'string', list: 'class_of_use', errorMessage: { list: 'Own job' } },
      mileage: {
        type: 'integer',
        list: 'annual_mileage',
        minimum: 0,
        errorMessage: { minimum: 'Own minimum' },
      },
    },
  });
  const errorsOfList = (data: unknown) => (check(data) ? [] : toFieldErrors(check.errors));

  test.each([
    ['not an option: the fallback', { use: 'X' }, [{ path: 'use', message: FALLBACK }]],
    ['not an option: the question’s own message', { job: 'X' }, [{ path: 'job', message: 'Own job' }]],
    [
      'not an option and below the minimum: the question’s own message wins',
      { mileage: -1 },
      [{ path: 'mileage', message: 'Own minimum' }],
    ],
    ['an option', { use: 'SDP', mileage: 2000 }, []],
  ])('%s', (_name, data, expected) => {
    expect(errorsOfList(data)).toEqual(expected);
  });
});

describe('toFieldErrors of a date breaking its latest date and an age', () => {
  const dates = addJourneyKeywords(ajvErrors(new Ajv({ allErrors: true, strict: false, verbose: true })), {
    today: () => '2026-11-20',
  });
  const messages = { minAge: 'You must be 17', latestDate: 'A date up to today, please' };
  // The schema's order of rules and of messages must not decide which one is said.
  const born = (ruleOrder: string[], messageOrder: string[]) => {
    const bounds: Record<string, unknown> = { minAge: 17, latestDate: 'today' };
    const schema = {
      type: 'object',
      properties: {
        born: {
          type: 'string',
          ...Object.fromEntries(ruleOrder.map((k) => [k, bounds[k]])),
          errorMessage: Object.fromEntries(
            messageOrder.map((k) => [k, messages[k as keyof typeof messages]]),
          ),
        },
      },
    };
    const check = dates.compile(schema);
    return (data: unknown) => (check(data) ? [] : toFieldErrors(check.errors));
  };

  test.each([
    [
      ['minAge', 'latestDate'],
      ['minAge', 'latestDate'],
    ],
    [
      ['latestDate', 'minAge'],
      ['minAge', 'latestDate'],
    ],
    [
      ['minAge', 'latestDate'],
      ['latestDate', 'minAge'],
    ],
    [
      ['latestDate', 'minAge'],
      ['latestDate', 'minAge'],
    ],
  ])('rules %j, messages %j: a date after today is told so', (rules, order) => {
    const errorsOfDate = born(rules, order);
    expect(errorsOfDate({ born: '2026-11-21' })).toEqual([{ path: 'born', message: messages.latestDate }]);
    expect(errorsOfDate({ born: '2010-01-01' })).toEqual([{ path: 'born', message: messages.minAge }]);
  });
});

describe('toFieldErrors: the catalogue texts of the validation rules table', () => {
  const rules = addJourneyKeywords(new Ajv({ allErrors: true, strict: false, verbose: true }));
  const check = rules.compile({
    type: 'object',
    required: ['born', 'agreed'],
    properties: {
      born: { type: 'string', minAge: 17 },
      agreed: { type: 'boolean', title: 'I agree', enum: [true] },
      confirmed: { type: 'boolean', title: 'I confirm', const: true },
      fixed: { type: 'boolean', const: true },
      holder: { type: 'string', title: 'Account name', minLength: 3 },
      code: { type: 'string', minLength: 6, maxLength: 6 },
      total_miles: { type: 'integer' },
      business_miles: { type: 'integer', maximumAnswer: '1/total_miles' },
    },
  });
  const errorsOfRules = (data: unknown) => (check(data) ? [] : toFieldErrors(check.errors));

  test('an unanswered age and an unticked declaration have their own messages', () => {
    expect(errorsOfRules({})).toEqual([
      { path: 'born', message: message('emptyAge') },
      { path: 'agreed', message: message('requiredBoolean') },
    ]);
    const ticked = { born: '1990-01-01', agreed: true };
    expect(errorsOfRules({ ...ticked, agreed: false, confirmed: false })).toEqual([
      { path: 'agreed', message: message('requiredBoolean') },
      { path: 'confirmed', message: message('requiredBoolean') },
    ]);
    // An API field fixed to true is no tickbox: the options message.
    expect(errorsOfRules({ ...ticked, fixed: false })).toEqual([
      { path: 'fixed', message: message('const') },
    ]);
    expect(message('requiredBoolean')).not.toBe(message('required'));
  });

  test('a minimum length names the question and its limit; an exact length says the length', () => {
    const answered = { born: '1990-01-01', agreed: true };
    expect(errorsOfRules({ ...answered, holder: 'Al' })).toEqual([
      { path: 'holder', message: message('minLength', { field: 'account name', limit: 3 }) },
    ]);
    expect(message('minLength', { field: 'account name', limit: 3 })).toContain('account name');
    for (const code of ['12345', '1234567']) {
      expect(errorsOfRules({ ...answered, code })).toEqual([
        { path: 'code', message: message('exactLength', { limit: 6 }) },
      ]);
    }
  });

  test("business mileage above the total mileage has the rule's own message", () => {
    const answered = { born: '1990-01-01', agreed: true, total_miles: 10000 };
    expect(errorsOfRules({ ...answered, business_miles: 10000 })).toEqual([]);
    expect(errorsOfRules({ ...answered, business_miles: 10001 })).toEqual([
      { path: 'business_miles', message: message('maximumAnswer') },
    ]);
  });
});

describe('pointerToPath', () => {
  test.each([
    ['', ''],
    ['/risk', 'risk'],
    ['/risk/additional_drivers/0/name', 'risk.additional_drivers.0.name'],
    ['/a~1b/c~0d', 'a/b.c~d'],
  ])('%s -> %s', (pointer, path) => {
    expect(pointerToPath(pointer)).toBe(path);
  });
});
