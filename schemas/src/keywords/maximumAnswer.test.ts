import { describe, expect, test } from 'vitest';
import { createAjv } from '../createAjv';
import { runKeywordTable } from '../../../tests/support/schemas/keywordTestHelpers';

runKeywordTable('maximumAnswer', [
  {
    description: 'business mileage not above the total (relative pointer)',
    schema: {
      type: 'object',
      properties: { business_mileage: { type: 'integer', maximumAnswer: '1/annual_mileage' } },
    },
    tests: [
      { description: 'below', data: { annual_mileage: 12000, business_mileage: 5000 }, valid: true },
      { description: 'equal', data: { annual_mileage: 12000, business_mileage: 12000 }, valid: true },
      { description: 'above', data: { annual_mileage: 12000, business_mileage: 12001 }, valid: false },
      { description: 'no total yet', data: { business_mileage: 12001 }, valid: true },
      {
        description: 'the total is not a number',
        data: { annual_mileage: '100', business_mileage: 500 },
        valid: true,
      },
    ],
  },
  {
    description: 'an absolute pointer',
    schema: {
      type: 'object',
      properties: {
        vehicle: {
          type: 'object',
          properties: { business: { type: 'number', maximumAnswer: '/duqs/annual_mileage' } },
        },
      },
    },
    tests: [
      { description: 'below', data: { duqs: { annual_mileage: 10 }, vehicle: { business: 9 } }, valid: true },
      {
        description: 'above',
        data: { duqs: { annual_mileage: 10 }, vehicle: { business: 11 } },
        valid: false,
      },
    ],
  },
]);

describe('maximumAnswer message', () => {
  test('the schema’s errorMessage replaces the keyword’s', () => {
    const validate = createAjv().compile({
      type: 'object',
      properties: {
        business: {
          type: 'integer',
          maximumAnswer: '1/total',
          errorMessage: { maximumAnswer: 'Own message: business above total' },
        },
      },
    });
    expect(validate({ total: 10, business: 20 })).toBe(false);
    expect(validate.errors?.map((e) => [e.instancePath, e.message])).toEqual([
      ['/business', 'Own message: business above total'],
    ]);
  });
});
