import { describe, expect, test } from 'vitest';
import { prepareAnswers } from './prepareAnswers';
import type { JsonObject } from './stepTypes';

const schema: JsonObject = {
  type: 'object',
  properties: {
    name: { type: 'object', properties: { title: { type: 'string' } }, required: ['title'] },
    note: { type: 'object' },
    has_job: { type: 'boolean' },
    items: {
      type: 'array',
      items: { type: 'object', properties: { inner: { type: 'object' } }, required: ['inner'] },
    },
  },
  required: ['name', 'has_job'],
  allOf: [
    {
      if: { properties: { has_job: { const: true } }, required: ['has_job'] },
      then: { properties: { job: { type: 'object' } }, required: ['job'] },
    },
  ],
};

/** A stand-in for ajv: only the one condition of the schema above. */
const matches = (_if: JsonObject, data: unknown) => (data as JsonObject).has_job === true;

describe('prepareAnswers', () => {
  test.each([
    ['creates the groups the step requires', {}, { name: {} }],
    ['leaves alone groups it does not require', { has_job: false }, { name: {}, has_job: false }],
    ['creates the groups of a branch that applies', { has_job: true }, { name: {}, has_job: true, job: {} }],
    ['treats an empty string as no answer', { name: { title: '' } }, { name: {} }],
    ['keeps null, which is an answer', { name: null }, { name: null }],
    [
      'goes into array items',
      { items: [{}, { inner: { a: '' } }] },
      { name: {}, items: [{ inner: {} }, { inner: {} }] },
    ],
  ])('%s', (_name, data, expected) => {
    expect(prepareAnswers(schema, data, matches)).toEqual(expected);
  });

  test('does not change what it is given', () => {
    const data = { name: { title: '' } };
    prepareAnswers(schema, data, matches);
    expect(data).toEqual({ name: { title: '' } });
  });

  test('changes nothing deep inside what it is given, and shares what needs no change', () => {
    const untouched = { inner: { a: 1 } };
    const data = { name: { title: 'Mr' }, has_job: false, items: [untouched, { inner: { a: '' } }] };
    const before = structuredClone(data);
    const prepared = prepareAnswers(schema, data, matches) as typeof data;
    expect(data).toEqual(before);
    expect(prepared.items[1]).toEqual({ inner: {} });
    expect(prepared.items[0]).toBe(untouched);
    expect(prepared.name).toBe(data.name);
  });
});
