import { describe, expect, test } from 'vitest';
import { createAjv } from '../createAjv';
import { runKeywordTable, TODAY } from '../../../tests/support/schemas/keywordTestHelpers';

runKeywordTable('maxAge', [
  {
    description: 'at most 120 years old today (2026-11-20)',
    schema: { type: 'string', maxAge: 120 },
    tests: [
      { description: 'the 120th birthday is today', data: '1906-11-20', valid: true },
      { description: 'the 121st birthday is tomorrow', data: '1905-11-21', valid: true },
      { description: 'the 121st birthday is today', data: '1905-11-20', valid: false },
      { description: 'long ago', data: '1900-01-01', valid: false },
      { description: 'born today', data: TODAY, valid: true },
      { description: 'not a real date: left to the format', data: '1900-02-29', valid: true },
    ],
  },
]);

describe('maxAge message', () => {
  test('the schema’s errorMessage replaces the keyword’s', () => {
    const validate = createAjv({}, { today: () => TODAY }).compile({
      type: 'string',
      maxAge: 120,
      errorMessage: { maxAge: 'The age must be no more than 120 to proceed.' },
    });
    expect(validate('1901-05-05')).toBe(false);
    expect(validate.errors?.map((e) => e.message)).toEqual(['The age must be no more than 120 to proceed.']);
  });
});
