import { describe, expect, test } from 'vitest';
import { createAjv } from '../createAjv';
import { runKeywordTable, TODAY } from '../../../tests/support/schemas/keywordTestHelpers';

runKeywordTable('latestDate', [
  {
    description: 'up to today',
    schema: { type: 'string', latestDate: 'today' },
    tests: [
      { description: 'today', data: TODAY, valid: true },
      { description: 'tomorrow', data: '2026-11-21', valid: false },
      { description: 'long ago', data: '1950-01-01', valid: true },
      { description: 'not a real date: left to the format', data: '2030-02-30', valid: true },
    ],
  },
  {
    description: 'at most 30 days ahead',
    schema: { type: 'string', latestDate: { from: 'today', days: 30 } },
    tests: [
      { description: 'the 30th day', data: '2026-12-20', valid: true },
      { description: 'the 31st day', data: '2026-12-21', valid: false },
    ],
  },
  {
    description: 'months roll over the end of a month',
    schema: { type: 'string', latestDate: { from: 'today', months: 1 } },
    today: '2027-01-31',
    tests: [
      { description: '31 February is 3 March', data: '2027-03-03', valid: true },
      { description: 'the day after', data: '2027-03-04', valid: false },
    ],
  },
  {
    description: 'not after another answer',
    schema: { type: 'object', properties: { offence: { type: 'string', latestDate: '1/conviction' } } },
    tests: [
      { description: 'before', data: { offence: '2022-03-28', conviction: '2022-05-11' }, valid: true },
      { description: 'after', data: { offence: '2022-06-01', conviction: '2022-05-11' }, valid: false },
      { description: 'the other answer is missing', data: { offence: '2022-06-01' }, valid: true },
    ],
  },
]);

describe('latestDate message', () => {
  test('the schema’s errorMessage replaces the keyword’s', () => {
    const validate = createAjv({}, { today: () => TODAY }).compile({
      type: 'string',
      latestDate: 'today',
      errorMessage: { latestDate: 'Please enter a date up to today' },
    });
    expect(validate('2027-01-01')).toBe(false);
    expect(validate.errors?.map((e) => e.message)).toEqual(['Please enter a date up to today']);
  });
});
