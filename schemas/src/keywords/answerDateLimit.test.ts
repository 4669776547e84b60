import { describe, expect, test } from 'vitest';
import { createAjv } from '../createAjv';
import { runKeywordTable } from '../../../tests/support/schemas/keywordTestHelpers';

const conviction = {
  type: 'object',
  properties: {
    // Any answer, so one that is no date reaches the keyword.
    offence_date: {},
    conviction_date: { type: 'string', notBeforeAnswer: '1/offence_date' },
  },
};

runKeywordTable('notBeforeAnswer', [
  {
    description: 'a conviction not before its offence (relative pointer 1/offence_date)',
    schema: conviction,
    tests: [
      {
        description: 'convicted after the offence',
        data: { offence_date: '2022-03-28', conviction_date: '2022-05-11' },
        valid: true,
      },
      {
        description: 'convicted on the day of the offence',
        data: { offence_date: '2022-03-28', conviction_date: '2022-03-28' },
        valid: true,
      },
      {
        description: 'convicted the day before the offence',
        data: { offence_date: '2022-03-28', conviction_date: '2022-03-27' },
        valid: false,
      },
      {
        description: 'convicted a year before the offence, across a month end',
        data: { offence_date: '2023-01-01', conviction_date: '2022-12-31' },
        valid: false,
      },
      { description: 'no offence date yet', data: { conviction_date: '2022-03-27' }, valid: true },
      {
        description: 'the offence date is not a real date: left to its format',
        data: { offence_date: '2022-02-30', conviction_date: '2022-01-01' },
        valid: true,
      },
      {
        description: 'the conviction date is not a real date: left to its format',
        data: { offence_date: '2022-03-28', conviction_date: '2022-02-30' },
        valid: true,
      },
      {
        description: 'the offence date is not text',
        data: { offence_date: 20220328, conviction_date: '2022-01-01' },
        valid: true,
      },
    ],
  },
  {
    description: 'inside a list of convictions, each item against its own offence',
    schema: {
      type: 'object',
      properties: { convictions: { type: 'array', items: conviction } },
    },
    tests: [
      {
        description: 'the second conviction before its own offence',
        data: {
          convictions: [
            { offence_date: '2020-01-01', conviction_date: '2020-02-01' },
            { offence_date: '2021-06-01', conviction_date: '2021-05-01' },
          ],
        },
        valid: false,
      },
      {
        description: 'each after its own offence, though before the other’s',
        data: {
          convictions: [
            { offence_date: '2021-07-01', conviction_date: '2021-08-01' },
            { offence_date: '2020-01-01', conviction_date: '2020-02-01' },
          ],
        },
        valid: true,
      },
    ],
  },
  {
    description: 'an absolute pointer, and a year standing for its 1 January',
    schema: {
      type: 'object',
      properties: {
        vehicle: {
          type: 'object',
          properties: { purchased: { type: 'string', notBeforeAnswer: '/vehicle/year' } },
        },
      },
    },
    tests: [
      {
        description: '1 January of the year',
        data: { vehicle: { year: 2019, purchased: '2019-01-01' } },
        valid: true,
      },
      {
        description: 'the year before',
        data: { vehicle: { year: 2019, purchased: '2018-12-31' } },
        valid: false,
      },
    ],
  },
]);

runKeywordTable('notAfterAnswer', [
  {
    description: 'an offence not after its conviction (relative pointer 1/conviction_date)',
    schema: {
      type: 'object',
      properties: {
        offence_date: { type: 'string', notAfterAnswer: '1/conviction_date' },
        conviction_date: { type: 'string' },
      },
    },
    tests: [
      {
        description: 'the offence before the conviction',
        data: { offence_date: '2022-03-28', conviction_date: '2022-05-11' },
        valid: true,
      },
      {
        description: 'the same day',
        data: { offence_date: '2022-05-11', conviction_date: '2022-05-11' },
        valid: true,
      },
      {
        description: 'the offence the day after the conviction',
        data: { offence_date: '2022-05-12', conviction_date: '2022-05-11' },
        valid: false,
      },
      { description: 'no conviction date yet', data: { offence_date: '2022-05-12' }, valid: true },
    ],
  },
]);

describe('notBeforeAnswer and notAfterAnswer', () => {
  test('the schema’s errorMessage for the keyword is its own, beside the message of latestDate', () => {
    const validate = createAjv({}, { today: () => '2026-11-20' }).compile({
      type: 'object',
      properties: {
        offence_date: { type: 'string' },
        conviction_date: {
          type: 'string',
          latestDate: 'today',
          notBeforeAnswer: '1/offence_date',
          errorMessage: {
            latestDate: 'Own message: up to today',
            notBeforeAnswer: 'Own message: not before',
          },
        },
      },
    });
    expect(validate({ offence_date: '2022-03-28', conviction_date: '2022-03-27' })).toBe(false);
    expect(validate.errors?.map((e) => [e.instancePath, e.message])).toEqual([
      ['/conviction_date', 'Own message: not before'],
    ]);
    expect(validate({ offence_date: '2026-11-20', conviction_date: '2026-11-21' })).toBe(false);
    expect(validate.errors?.map((e) => e.message)).toEqual(['Own message: up to today']);
    expect(validate({ offence_date: '2026-11-23', conviction_date: '2026-11-21' })).toBe(false);
    expect(validate.errors?.map((e) => e.message)).toEqual([
      'Own message: up to today',
      'Own message: not before',
    ]);
  });

  test('without a message of its own, the error names the other date', () => {
    const validate = createAjv().compile({
      type: 'object',
      properties: { end: { type: 'string', notAfterAnswer: '1/start' } },
    });
    expect(validate({ start: '2020-01-01', end: '2020-01-02' })).toBe(false);
    expect(validate.errors?.map((e) => [e.keyword, e.params, e.message])).toEqual([
      ['notAfterAnswer', { date: '2020-01-01' }, 'must be 2020-01-01 or earlier'],
    ]);
  });

  test.each<[unknown, string]>([
    ['today', 'today is for earliestDate and latestDate'],
    [{ from: '1/offence_date' }, 'a pointer, not a bound'],
    ['offence_date', 'a name, not a pointer'],
  ])('%j is refused when the schema is compiled (%s)', (value) => {
    expect(() =>
      createAjv().compile({ type: 'object', properties: { a: { type: 'string', notBeforeAnswer: value } } }),
    ).toThrow();
  });
});
