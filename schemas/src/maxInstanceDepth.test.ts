import { describe, expect, test } from 'vitest';
import { maxInstanceDepth } from './maxInstanceDepth';
import { apiSchemas, commonSchemas, entitySchemas } from './schemaRegistry';

const id = (name: string) => `https://vanquote.example/schemas/test/${name}`;

describe('maxInstanceDepth', () => {
  test.each([
    ['a string', { type: 'string' }, 0],
    ['an open object', { type: 'object' }, 1],
    ['an object of strings', { type: 'object', properties: { a: { type: 'string' } } }, 1],
    [
      'an array of objects',
      { type: 'array', items: { type: 'object', properties: { b: { type: 'integer' } } } },
      2,
    ],
    ['tuple items', { items: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] }, 2],
    [
      'a branch deeper than the base',
      { type: 'object', if: { required: ['a'] }, then: { properties: { a: { type: 'object' } } } },
      2,
    ],
    ['allOf at the same level', { allOf: [{ type: 'object' }, { type: 'string' }] }, 1],
    ['additionalProperties', { type: 'object', additionalProperties: { type: 'array' } }, 2],
  ])('%s', (_name, schema, depth) => {
    expect(maxInstanceDepth([{ $id: id('s.json'), ...schema }])).toBe(depth);
  });

  test('follows relative $refs and fragments', () => {
    const leaf = { $id: id('leaf.json'), type: 'object', definitions: { inner: { type: 'array' } } };
    const root = {
      $id: id('root.json'),
      type: 'object',
      properties: { a: { $ref: 'leaf.json' }, b: { $ref: 'leaf.json#/definitions/inner' } },
    };
    expect(maxInstanceDepth([leaf, root], [root])).toBe(2);
  });

  test('a schema that refers to itself has no depth', () => {
    const node = { $id: id('tree.json'), type: 'object', properties: { child: { $ref: 'tree.json' } } };
    expect(() => maxInstanceDepth([node])).toThrow(/refers to itself/);
  });

  test('the entity and API schemas nest nine levels at most (the proposal envelope)', () => {
    expect(maxInstanceDepth([...commonSchemas, ...entitySchemas, ...apiSchemas])).toBe(9);
  });
});
