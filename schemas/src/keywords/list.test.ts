import { describe, expect, test } from 'vitest';
import { createAjv } from '../createAjv';
import type { ListValues } from './list';
import { runKeywordTable } from '../../../tests/support/schemas/keywordTestHelpers';

// Lists shaped as journey/lists stores them: every value is text.
const lists: ListValues = {
  class_of_use: ['SDP', 'SDPC', 'Courier'],
  count_0_12: Array.from({ length: 13 }, (_v, i) => String(i)),
  yes_no: ['true', 'false'],
  duq_payment_method: ['true'],
  ncd_years: Array.from({ length: 99 }, (_v, i) => String(i + 1)),
  annual_mileage: ['1000', '2000', '3000'],
};

const answer = (schema: object) => ({ type: 'object', properties: { answer: schema } });

runKeywordTable(
  'list',
  [
    {
      description: 'a text answer',
      schema: answer({ type: 'string', list: 'class_of_use' }),
      tests: [
        { description: 'an option', data: { answer: 'SDPC' }, valid: true },
        { description: 'not an option', data: { answer: 'X' }, valid: false },
        { description: 'an option in another case', data: { answer: 'sdp' }, valid: false },
        { description: 'empty text', data: { answer: '' }, valid: false },
        { description: 'no answer', data: {}, valid: true },
      ],
    },
    {
      description: 'a number answer from a list of counts',
      schema: answer({ type: 'integer', list: 'count_0_12' }),
      tests: [
        { description: 'an option', data: { answer: 6 }, valid: true },
        { description: 'the first option', data: { answer: 0 }, valid: true },
        { description: 'past the last option', data: { answer: 13 }, valid: false },
        { description: 'below the first', data: { answer: -1 }, valid: false },
      ],
    },
    {
      description: 'a counting list given as text (the bounds are checked, not a set)',
      schema: answer({ type: ['integer', 'string'], list: 'count_0_12' }),
      tests: [
        { description: 'a count as text', data: { answer: '12' }, valid: true },
        { description: 'a leading zero', data: { answer: '07' }, valid: false },
        { description: 'minus zero', data: { answer: '-0' }, valid: false },
        { description: 'a fraction', data: { answer: 2.5 }, valid: false },
        { description: 'empty text', data: { answer: '' }, valid: false },
        { description: 'words', data: { answer: 'twelve' }, valid: false },
      ],
    },
    {
      description: 'a counting list that does not start at 0',
      schema: answer({ type: 'integer', list: 'ncd_years' }),
      tests: [
        { description: 'the first', data: { answer: 1 }, valid: true },
        { description: 'the last', data: { answer: 99 }, valid: true },
        { description: 'below the first', data: { answer: 0 }, valid: false },
        { description: 'past the last', data: { answer: 100 }, valid: false },
      ],
    },
    {
      description: 'a list of numbers that do not count one by one',
      schema: answer({ type: 'integer', list: 'annual_mileage' }),
      tests: [
        { description: 'an option', data: { answer: 2000 }, valid: true },
        { description: 'between two options', data: { answer: 1500 }, valid: false },
      ],
    },
    {
      description: 'a boolean answer from a yes/no list',
      schema: answer({ type: 'boolean', list: 'yes_no' }),
      tests: [
        { description: 'true', data: { answer: true }, valid: true },
        { description: 'false', data: { answer: false }, valid: true },
      ],
    },
    {
      description: 'a list offering one of the two booleans',
      schema: answer({ type: 'boolean', list: 'duq_payment_method' }),
      tests: [
        { description: 'the option', data: { answer: true }, valid: true },
        { description: 'the other', data: { answer: false }, valid: false },
      ],
    },
    {
      description: 'an answer that may be null (null is no answer from a list)',
      schema: answer({ type: ['string', 'null'], list: 'class_of_use' }),
      tests: [
        { description: 'null', data: { answer: null }, valid: true },
        { description: 'an option', data: { answer: 'SDP' }, valid: true },
        { description: 'not an option', data: { answer: 'X' }, valid: false },
      ],
    },
  ],
  lists,
);

describe('list errors', () => {
  test('name the list in params and message', () => {
    const validate = createAjv({}, { lists }).compile(answer({ type: 'string', list: 'class_of_use' }));
    expect(validate({ answer: 'X' })).toBe(false);
    expect(
      validate.errors?.map(({ keyword, instancePath, params, message }) => ({
        keyword,
        instancePath,
        params,
        message,
      })),
    ).toEqual([
      {
        keyword: 'list',
        instancePath: '/answer',
        params: { list: 'class_of_use' },
        message: 'must be an option of the list class_of_use',
      },
    ]);
  });

  test('the schema’s errorMessage replaces the keyword’s', () => {
    const validate = createAjv({}, { lists }).compile(
      answer({
        type: 'string',
        list: 'class_of_use',
        errorMessage: { list: 'Please choose a class of use' },
      }),
    );
    expect(validate({ answer: 'X' })).toBe(false);
    expect(validate.errors?.map((e) => [e.instancePath, e.message])).toEqual([
      ['/answer', 'Please choose a class of use'],
    ]);
  });
});

describe('compiling', () => {
  test.each<[string, ListValues | undefined, object, RegExp]>([
    ['a list that does not exist', lists, { list: 'class_of_uses' }, /"class_of_uses" names no list/],
    ['a list of the object’s prototype', lists, { list: 'constructor' }, /"constructor" names no list/],
    ['no lists given at all', undefined, { list: 'class_of_use' }, /needs the lists' values/],
    ['a list name that is not a key', lists, { list: 'Class Of Use' }, /must match pattern/],
  ])('%s throws', (_case, given, schema, message) => {
    const ajv = createAjv({}, given ? { lists: given } : {});
    expect(() => ajv.compile(answer({ type: 'string', ...schema }))).toThrow(message);
  });

  test('schemas without the keyword need no lists', () => {
    expect(createAjv().compile(answer({ type: 'string' }))({ answer: 'X' })).toBe(true);
  });
});
