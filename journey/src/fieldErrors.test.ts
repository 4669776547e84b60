import Ajv from 'ajv';
import ajvErrors from 'ajv-errors';
import { describe, expect, test } from 'vitest';
import { pointerToPath, toFieldErrors } from './fieldErrors';

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
    surname: { type: 'string', minLength: 1, errorMessage: { minLength: 'Enter your last name' } },
  },
  errorMessage: { required: { title: 'Select your title' } },
};
const validate = ajv.compile(schema);
const errorsOf = (data: unknown) => (validate(data) ? [] : toFieldErrors(validate.errors));

describe('toFieldErrors', () => {
  test.each([
    ['valid data has no errors', { title: 'Mr' }, []],
    ['a missing answer with its own message', {}, [{ path: 'title', message: 'Select your title' }]],
    [
      'an unknown field',
      { title: 'Mr', x: 1 },
      [{ path: 'x', message: '"x" is not a question of this form.' }],
    ],
    [
      'too long',
      { title: 'Professor' },
      [{ path: 'title', message: 'The question cannot exceed 5 characters.' }],
    ],
    [
      'too short',
      { title: 'Mr', name: 'A' },
      [{ path: 'name', message: 'This has to be at least 2 characters' }],
    ],
    [
      'out of range',
      { title: 'Mr', age: 12 },
      [{ path: 'age', message: 'Please enter a value between 17 and 120.' }],
    ],
    [
      'below zero',
      { title: 'Mr', value: -5 },
      [{ path: 'value', message: "The value can't be less than 0" }],
    ],
    [
      'off the steps',
      { title: 'Mr', excess: 30 },
      [{ path: 'excess', message: 'Please enter a multiple of 25.' }],
    ],
    [
      'too many items',
      { title: 'Mr', drivers: [1, 2, 3] },
      [{ path: 'drivers', message: 'You can add no more than 2.' }],
    ],
    [
      'not an option',
      { title: 'Mr', cover: 'X' },
      [{ path: 'cover', message: 'Please choose one of the options.' }],
    ],
    [
      'a wrong type',
      { title: 3 },
      [{ path: 'title', message: 'Please provide an answer to this question to proceed.' }],
    ],
    [
      'the schema’s own message',
      { title: 'Mr', surname: '' },
      [{ path: 'surname', message: 'Enter your last name' }],
    ],
  ])('%s', (_name, data, expected) => {
    expect(errorsOf(data)).toEqual(expected);
  });

  test('one message per answer', () => {
    expect(errorsOf({ title: 123456 }).map((e) => e.path)).toEqual(['title']);
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
