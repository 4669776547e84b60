import { describe, expect, test } from 'vitest';
import { journeyForms } from '../../journey/src/forms/forms';
import { stepDocuments } from '../../journey/src/steps/steps';
import { maxInstanceDepth } from '../../schemas/src/maxInstanceDepth';
import { operations } from '../../schemas/src/apiOperations';
import { schemaId } from '../../schemas/src/createAjv';
import { allSchemas } from '../../schemas/src/schemaRegistry';
import { proposalFixture } from '../../tests/fixtures/index';
import {
  nestsDeeperThan,
  REQUEST_ITEMS_LIMIT,
  REQUEST_MEMBERS_LIMIT,
  REQUEST_NESTING_LIMIT,
  shapeFault,
} from './nestingDepth';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('nestsDeeperThan', () => {
  test.each([
    ['a scalar', '"text"', 0, false],
    ['an empty object', '{}', 1, false],
    ['an empty object, limit 0', '{}', 0, true],
    ['three levels', '{"a":[{"b":1}]}', 3, false],
    ['three levels, limit 2', '{"a":[{"b":1}]}', 2, true],
    ['brackets inside strings', '{"a":"[[[[{{{{"}', 1, false],
    ['an escaped quote inside a string', '{"a":"\\"[[[["}', 1, false],
    ['an escaped backslash before the closing quote', '{"a":"\\\\","b":[[]]}', 2, true],
    ['backslashes and a quote escaped in a string', JSON.stringify({ a: '\\\\"[[[[', b: 1 }), 1, false],
    ['backslashes last in a string', JSON.stringify({ a: 'x\\\\', b: [[]] }), 2, true],
    ['an escaped quote first in a string', JSON.stringify({ a: '"', b: [[]] }), 2, true],
    ['a string that never closes', '{"a":"[[[[', 1, false],
    ['a backslash last', '{"a":"\\', 1, false],
    ['empty strings', '{"":"","b":[[]]}', 2, true],
    ['sibling containers', '[[],[],{},[[]]]', 3, false],
    ['a million levels', nested(1_000_000), 100, true],
    ['brackets inside text of other scripts', '{"a":"Zoë 😀 [[[[ ء"}', 1, false],
    ['a string of other scripts before nesting', '{"a":"😀","b":[[]]}', 2, true],
  ])('%s', (_name, text, limit, deeper) => {
    expect(nestsDeeperThan(text, limit)).toBe(deeper);
    // The same answer from the text's UTF-8 bytes, as a request body arrives, or in a plain array.
    expect(nestsDeeperThan(Buffer.from(text, 'utf8'), limit)).toBe(deeper);
    expect(nestsDeeperThan(new TextEncoder().encode(text), limit)).toBe(deeper);
  });
});

describe('shapeFault', () => {
  const list = (items: number) => `[${Array.from({ length: items }, () => '{}').join(',')}]`;
  test.each([
    ['a list at the limit', list(3), undefined],
    ['a list one over', list(4), 'too_long'],
    ['an object of many keys', JSON.stringify({ a: 1, b: 2, c: 3, d: 4, e: 5 }), undefined],
    ['commas inside strings', '["a,b,c,d,e"]', undefined],
    ['a short list inside a long object', JSON.stringify({ a: [1, 2], b: 1, c: 2, d: 3 }), undefined],
    ['a long list inside an object', JSON.stringify({ a: 1, b: [1, 2, 3, 4] }), 'too_long'],
    ['a long list after a short one closed', '[[1,2],[1,2,3,4]]', 'too_long'],
    ['too deep before too long', '[[[[1,2,3,4]]]]', 'too_deep'],
  ])('%s', (_name, text, fault) => {
    expect(shapeFault(text, 3, 3)).toBe(fault);
    expect(shapeFault(Buffer.from(text, 'utf8'), 3, 3)).toBe(fault);
  });

  const object = (members: number) =>
    JSON.stringify(Object.fromEntries(Array.from({ length: members }, (_, i) => [`k${i}`, i])));
  test.each([
    ['an object at the limit', object(3), undefined],
    ['an object one over', object(4), 'too_wide'],
    ['commas inside keys and strings', JSON.stringify({ 'a,b,c,d': 'e,f,g,h' }), undefined],
    ['a wide object inside a list', `[${object(4)}]`, 'too_wide'],
    ['a wide object after a narrow one closed', `[${object(2)},${object(4)}]`, 'too_wide'],
    ['a narrow object inside a wide list', `[${object(2)},1,2,3]`, 'too_long'],
  ])('%s (members limited)', (_name, text, fault) => {
    expect(shapeFault(text, 3, 3, 3)).toBe(fault);
    expect(shapeFault(Buffer.from(text, 'utf8'), 3, 3, 3)).toBe(fault);
  });

  test('the widest object any schema or step describes is within REQUEST_MEMBERS_LIMIT', () => {
    // The most properties any object of the schemas (and the step documents) names.
    const widest = (node: unknown): number => {
      if (node === null || typeof node !== 'object') return 0;
      const own = node as Record<string, unknown>;
      const properties = own.properties;
      const here = properties && typeof properties === 'object' ? Object.keys(properties).length : 0;
      return Math.max(here, ...Object.values(own).map(widest));
    };
    const widestNamed = Math.max(...allSchemas.map(widest), ...Object.values(stepDocuments).map(widest));
    expect(widestNamed).toBeGreaterThan(0);
    expect(widestNamed).toBeLessThan(REQUEST_MEMBERS_LIMIT);
  });

  test("the longest list any call's body or a step allows is within REQUEST_ITEMS_LIMIT", () => {
    const byId = new Map(allSchemas.map((schema) => [String(schema.$id), schema as unknown]));
    const seen = new Set<unknown>();
    // The longest maxItems reachable from `node`, following its $refs (relative to `base`).
    const longest = (node: unknown, base: string): number => {
      if (node === null || typeof node !== 'object' || seen.has(node)) return 0;
      seen.add(node);
      const own = node as Record<string, unknown>;
      const here = typeof own.$id === 'string' ? own.$id : base;
      const target = typeof own.$ref === 'string' ? new URL(own.$ref, here).href.split('#')[0]! : '';
      return Math.max(
        typeof own.maxItems === 'number' ? own.maxItems : 0,
        target ? longest(byId.get(target), target) : 0,
        ...Object.values(own).map((child) => longest(child, here)),
      );
    };
    const bodies = Object.values(operations).flatMap((operation) =>
      'body' in operation && operation.body ? [schemaId(operation.body)] : [],
    );
    const steps = Object.values(stepDocuments).map((document) => longest(document, schemaId('')));
    const calls = bodies.map((id) => longest(byId.get(id), id));
    expect(Math.max(...calls, ...steps)).toBeGreaterThan(0);
    expect(Math.max(...calls, ...steps)).toBeLessThan(REQUEST_ITEMS_LIMIT);
  });
});

describe('REQUEST_NESTING_LIMIT', () => {
  test('is at least as deep as the proposal, every step document and every page form', () => {
    const documents = [
      ...Object.entries(stepDocuments)
        .filter(([path]) => path.endsWith('schema.json'))
        .map(([path, schema]) => ({
          $id: `https://vanquote.example/journey/${path}`,
          ...(schema as object),
        })),
      ...Object.values(journeyForms).map((form) => form.schema as Record<string, unknown>),
    ];
    const roots = documents.filter((document) => !String(document.$id).includes('/shared/'));
    expect(roots).toHaveLength(14);
    expect(maxInstanceDepth([...allSchemas, ...documents], roots)).toBeLessThan(REQUEST_NESTING_LIMIT);
    const proposal = JSON.stringify({ data: proposalFixture() });
    expect(nestsDeeperThan(proposal, REQUEST_NESTING_LIMIT)).toBe(false);
  });
});
