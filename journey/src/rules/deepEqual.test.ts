import { describe, expect, test } from 'vitest';
import { deepEqual } from './deepEqual';

describe('deepEqual', () => {
  test.each<[string, unknown, unknown, boolean]>([
    ['the same text', 'a', 'a', true],
    ['another text', 'a', 'b', false],
    ['a number and its text', 1, '1', false],
    ['null and undefined', null, undefined, false],
    ['null and {}', null, {}, false],
    ['equal objects in any key order', { a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 }, true],
    ['a nested difference', { a: { b: 1 } }, { a: { b: 2 } }, false],
    ['a key more', { a: 1 }, { a: 1, b: 2 }, false],
    ['a key less', { a: 1, b: 2 }, { a: 1 }, false],
    ['a key whose value is undefined counts as none', { a: 1, b: undefined }, { a: 1 }, true],
    ['the same, the other way round', { a: 1 }, { a: 1, b: undefined }, true],
    ['undefined against a value', { a: undefined }, { a: null }, false],
    ['equal lists', [1, { a: [] }], [1, { a: [] }], true],
    ['lists in another order', [1, 2], [2, 1], false],
    ['a list one longer', [1], [1, 1], false],
    ['a list and an object with its keys', [1], { 0: 1 }, false],
    ['an empty object and an empty list', {}, [], false],
  ])('%s', (_name, a, b, equal) => {
    expect(deepEqual(a, b)).toBe(equal);
    expect(deepEqual(b, a)).toBe(equal);
  });
});
