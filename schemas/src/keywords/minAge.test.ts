import { describe, expect, test } from 'vitest';
import { createAjv } from '../createAjv';
import { runKeywordTable, TODAY } from '../../../tests/support/schemas/keywordTestHelpers';

runKeywordTable('minAge', [
  {
    description: 'at least 17 years old today (2026-11-20)',
    schema: { type: 'string', minAge: 17 },
    tests: [
      { description: 'the 17th birthday is today', data: '2009-11-20', valid: true },
      { description: 'the 17th birthday is tomorrow', data: '2009-11-21', valid: false },
      { description: 'well over 17', data: '1984-06-14', valid: true },
      { description: 'born today', data: TODAY, valid: false },
      { description: 'born in the future', data: '2030-01-01', valid: false },
      { description: 'not a real date: left to the format', data: '2009-13-45', valid: true },
      { description: 'not date-shaped: left to the format', data: '20/11/2009', valid: true },
    ],
  },
  {
    description: 'only strings are checked',
    schema: { anyOf: [{ type: 'integer' }, { type: 'string', minAge: 17 }] },
    tests: [{ description: 'a number is left to the type', data: 17, valid: true }],
  },
  {
    description: 'a 29 February birthday comes of age on 1 March in a common year',
    schema: { type: 'string', minAge: 17 },
    today: '2025-02-28',
    tests: [
      { description: 'born 2008-02-29, today 2025-02-28', data: '2008-02-29', valid: false },
      { description: 'born 2008-02-28, today 2025-02-28', data: '2008-02-28', valid: true },
    ],
  },
  {
    description: 'the day after, 1 March',
    schema: { type: 'string', minAge: 17 },
    today: '2025-03-01',
    tests: [{ description: 'born 2008-02-29, today 2025-03-01', data: '2008-02-29', valid: true }],
  },
]);

describe('minAge message', () => {
  const ajv = createAjv({}, { today: () => TODAY });

  test('the schema’s errorMessage replaces the keyword’s', () => {
    const validate = ajv.compile({
      type: 'string',
      minAge: 17,
      errorMessage: { minAge: 'You need to be 17 years or over to take out insurance with us' },
    });
    expect(validate('2010-01-01')).toBe(false);
    expect(validate.errors?.map((e) => e.message)).toEqual([
      'You need to be 17 years or over to take out insurance with us',
    ]);
  });

  test('a negative age is refused when compiling', () => {
    expect(() => ajv.compile({ type: 'string', minAge: -1 })).toThrow();
  });
});
