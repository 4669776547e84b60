import { describe, expect, test } from 'vitest';
import { holdsUnstorable, UNSTORABLE_TEXT_MESSAGE, unstorableText } from './refuseUnstorableText';

const at = (...paths: string[]) => paths.map((path) => ({ path, message: UNSTORABLE_TEXT_MESSAGE }));

describe('unstorableText', () => {
  test.each([
    ['plain text', { a: 'Hyde Park', b: ['x', 1, null, true] }, []],
    ['emoji and accents (whole surrogate pairs)', { name: 'Zoë 😀', other: '\u200b\u202e\uffff' }, []],
    ['a NUL in a value', { risk: { address: { line_2: 'Hyde\u0000Park' } } }, at('risk.address.line_2')],
    ['a NUL in a key', { risk: { 'a\u0000': 1 } }, at('risk')],
    ['a NUL in an array item', { list: ['ok', '\u0000'] }, at('list.1')],
    ['a lone high surrogate', { a: 'x\ud800' }, at('a')],
    ['a lone low surrogate', { a: '\udc00x' }, at('a')],
    ['a reversed pair', { a: '\ude00\ud83d' }, at('a')],
    ['a bare string', '\u0000', at('')],
    ['several, in document order', { a: '\u0000', b: { c: '\u0000' }, d: ['\u0000'] }, at('a', 'b.c', 'd.0')],
    ['a query string (no prototype)', Object.assign(Object.create(null), { q: 'a\u0000' }), at('q')],
  ])('%s', (_name, value, errors) => {
    expect(unstorableText(value)).toEqual(errors);
    // The quick look every request gets agrees with the full walk.
    expect(holdsUnstorable(value)).toBe(errors.length > 0);
  });

  test('names twenty at most', () => {
    expect(unstorableText(Array.from({ length: 1000 }, () => '\u0000'))).toHaveLength(20);
  });
});
