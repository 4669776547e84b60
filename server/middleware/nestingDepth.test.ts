import { describe, expect, test } from 'vitest';
import { journeyForms } from '../../journey/src/forms/forms';
import { stepDocuments } from '../../journey/src/steps/steps';
import { maxInstanceDepth } from '../../schemas/src/maxInstanceDepth';
import { allSchemas } from '../../schemas/src/schemaRegistry';
import { proposalFixture } from '../../tests/fixtures/index';
import { nestsDeeperThan, REQUEST_NESTING_LIMIT } from './nestingDepth';

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
