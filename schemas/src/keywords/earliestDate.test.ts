import { describe, expect, test } from 'vitest';
import { createAjv } from '../createAjv';
import { runKeywordTable, TODAY } from '../../../tests/support/schemas/keywordTestHelpers';

const licence = {
  type: 'object',
  properties: {
    driver_details: {
      type: 'object',
      properties: {
        licence: {
          type: 'object',
          properties: {
            date: { type: 'string', earliestDate: { from: '3/date_of_birth', years: 17 } },
          },
        },
      },
    },
  },
};

runKeywordTable('earliestDate', [
  {
    description: 'from today',
    schema: { type: 'string', earliestDate: 'today' },
    tests: [
      { description: 'today', data: TODAY, valid: true },
      { description: 'yesterday', data: '2026-11-19', valid: false },
      { description: 'next month', data: '2026-12-20', valid: true },
      { description: 'not a real date: left to the format', data: '2026-02-30', valid: true },
    ],
  },
  {
    description: 'within the last 5 years',
    schema: { type: 'string', earliestDate: { from: 'today', years: -5 } },
    tests: [
      { description: 'exactly 5 years ago', data: '2021-11-20', valid: true },
      { description: '5 years and a day ago', data: '2021-11-19', valid: false },
    ],
  },
  {
    description: 'not before a sibling answer (relative pointer 1/start)',
    schema: { type: 'object', properties: { end: { type: 'string', earliestDate: '1/start' } } },
    tests: [
      { description: 'the same day', data: { start: '2020-05-01', end: '2020-05-01' }, valid: true },
      { description: 'the day before', data: { start: '2020-05-01', end: '2020-04-30' }, valid: false },
      { description: 'the other answer is missing', data: { end: '2020-04-30' }, valid: true },
      {
        description: 'the other answer is not a date',
        data: { start: '2020-02-30', end: '2020-01-01' },
        valid: true,
      },
    ],
  },
  {
    description: 'a licence not before the 17th birthday, three levels up (3/date_of_birth)',
    schema: licence,
    tests: [
      {
        description: 'on the 17th birthday',
        data: { date_of_birth: '1990-02-28', driver_details: { licence: { date: '2007-02-28' } } },
        valid: true,
      },
      {
        description: 'the day before the 17th birthday',
        data: { date_of_birth: '1990-02-28', driver_details: { licence: { date: '2007-02-27' } } },
        valid: false,
      },
      {
        description: 'born 29 February: the 17th birthday is 1 March in a common year',
        data: { date_of_birth: '1992-02-29', driver_details: { licence: { date: '2009-02-28' } } },
        valid: false,
      },
      {
        description: 'no date of birth yet',
        data: { driver_details: { licence: { date: '1950-01-01' } } },
        valid: true,
      },
    ],
  },
  {
    description: 'the same relative pointer inside array items (each driver’s own date of birth)',
    schema: { type: 'object', properties: { drivers: { type: 'array', items: licence } } },
    tests: [
      {
        description: 'each licence after its own driver’s 17th birthday',
        data: {
          drivers: [
            { date_of_birth: '1990-01-01', driver_details: { licence: { date: '2007-01-01' } } },
            { date_of_birth: '2000-01-01', driver_details: { licence: { date: '2017-01-01' } } },
          ],
        },
        valid: true,
      },
      {
        description: 'the second licence is before its driver’s 17th birthday',
        data: {
          drivers: [
            { date_of_birth: '1990-01-01', driver_details: { licence: { date: '2007-01-01' } } },
            { date_of_birth: '2000-01-01', driver_details: { licence: { date: '2007-01-01' } } },
          ],
        },
        valid: false,
      },
    ],
  },
  {
    description: 'an absolute pointer into the whole document',
    schema: {
      type: 'object',
      properties: {
        risk: {
          type: 'object',
          properties: {
            drivers: {
              type: 'array',
              items: { type: 'string', earliestDate: { from: '/risk/proposer/date_of_birth', years: 17 } },
            },
          },
        },
      },
    },
    tests: [
      {
        description: 'after the proposer’s 17th birthday',
        data: { risk: { proposer: { date_of_birth: '1990-01-01' }, drivers: ['2008-01-01'] } },
        valid: true,
      },
      {
        description: 'before it',
        data: { risk: { proposer: { date_of_birth: '1990-01-01' }, drivers: ['2006-12-31'] } },
        valid: false,
      },
      { description: 'no proposer', data: { risk: { drivers: ['1900-01-01'] } }, valid: true },
    ],
  },
  {
    description: 'a year answer stands for its 1 January (purchase date and the van’s year)',
    schema: {
      type: 'object',
      properties: {
        purchased: { type: 'object', properties: { date: { type: 'string', earliestDate: '2/year' } } },
      },
    },
    tests: [
      {
        description: '1 January of the year',
        data: { year: 2019, purchased: { date: '2019-01-01' } },
        valid: true,
      },
      {
        description: 'the year before',
        data: { year: 2019, purchased: { date: '2018-12-31' } },
        valid: false,
      },
      { description: 'no year yet', data: { purchased: { date: '2018-12-31' } }, valid: true },
    ],
  },
  {
    description: 'several bounds: the latest one that can be worked out applies',
    schema: {
      type: 'object',
      properties: {
        date: {
          type: 'string',
          earliestDate: [
            { from: '1/date_of_birth', years: 17 },
            { from: 'today', years: -120 },
          ],
        },
      },
    },
    tests: [
      {
        description: 'the birthday bound',
        data: { date_of_birth: '1990-01-01', date: '2006-12-31' },
        valid: false,
      },
      { description: 'no birthday: 120 years ago at most', data: { date: '1906-11-19' }, valid: false },
      { description: 'no birthday: exactly 120 years ago', data: { date: '1906-11-20' }, valid: true },
    ],
  },
]);

describe('earliestDate', () => {
  const ajv = createAjv({}, { today: () => TODAY });

  test('the error names the limit and the schema’s message replaces the keyword’s', () => {
    const validate = ajv.compile({
      type: 'string',
      earliestDate: 'today',
      errorMessage: { earliestDate: 'Please enter a date from today' },
    });
    expect(validate('2026-11-01')).toBe(false);
    const [error] = validate.errors ?? [];
    expect(error?.message).toBe('Please enter a date from today');
    expect((error?.params as { errors: { params: unknown }[] }).errors[0]?.params).toEqual({ date: TODAY });
  });

  test.each([
    ['an unknown word', 'tomorrow'],
    ['an offset without a base', { years: 1 }],
    ['a fractional offset', { from: 'today', days: 1.5 }],
    ['an empty list', []],
  ])('refuses %s when compiling', (_name, value) => {
    expect(() => ajv.compile({ type: 'string', earliestDate: value })).toThrow();
  });

  test('refuses a relative pointer above the document when compiling', () => {
    expect(() => ajv.compile({ type: 'string', earliestDate: '2/date' })).toThrow(/levels up/);
  });
});
