import Ajv from 'ajv';
import { describe, expect, test } from 'vitest';
import { formats } from '../schemas/src/formats/index';
import { storedWriting } from './storedWriting';

const BASE = 'https://example.test/';

function ajvWith(...schemas: object[]): Ajv {
  const ajv = new Ajv({ strict: false });
  for (const format of formats) ajv.addFormat(format.name, format.validate);
  for (const schema of schemas) ajv.addSchema(schema);
  return ajv;
}

const postcode = { $id: `${BASE}postcode.json`, type: 'string', format: 'uk-postcode' };
const body = {
  $id: `${BASE}body.json`,
  type: 'object',
  properties: {
    home: { type: 'object', properties: { postcode: { $ref: 'postcode.json' } } },
    vans: { type: 'array', items: { type: 'object', properties: { plate: { format: 'uk-registration' } } } },
    name: { type: 'string' },
  },
  if: { properties: { name: { const: 'x' } } },
  then: { properties: { other: { $ref: 'postcode.json' } } },
};

describe('storedWriting', () => {
  const written = storedWriting(ajvWith(postcode, body), `${BASE}body.json`)!;

  test('writes each answer of a format with a stored writing, through $refs, array items and branches', () => {
    const sent = {
      home: { postcode: 'ls61hr' },
      vans: [{ plate: 'AB12 CDE' }, { plate: 'K50WTB' }],
      name: 'x',
      other: 'sw1a2aa',
    };
    expect(written(sent)).toEqual({
      home: { postcode: 'LS6 1HR' },
      vans: [{ plate: 'AB12CDE' }, { plate: 'K50WTB' }],
      name: 'x',
      other: 'SW1A 2AA',
    });
    expect(sent.home.postcode).toBe('ls61hr');
  });

  test('answers already stored so, and values the format refuses, are given back as they are', () => {
    const stored = { home: { postcode: 'LS6 1HR' }, vans: [{ plate: 'AB12CDE' }], name: 'ls61hr' };
    expect(written(stored)).toBe(stored);
    const refused = { home: { postcode: 'not a postcode' } };
    expect(written(refused)).toBe(refused);
  });

  test('a schema with no such answer has no stored writing', () => {
    const plain = { $id: `${BASE}plain.json`, type: 'object', properties: { name: { type: 'string' } } };
    expect(storedWriting(ajvWith(plain), `${BASE}plain.json`)).toBeUndefined();
  });
});
