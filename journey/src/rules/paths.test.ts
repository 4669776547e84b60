import { clearAt } from './clearAt';
import { deepEqual } from './deepEqual';
import { getAt } from './getAt';
import { formatPath, parsePath } from './path';
import { setAt } from './setAt';

describe('paths', () => {
  test.each([
    ['risk.vehicle.purchased.is_purchased', ['risk', 'vehicle', 'purchased', 'is_purchased']],
    ['risk.additional_drivers[*].resident.since', ['risk', 'additional_drivers', '*', 'resident', 'since']],
    ['risk.additional_drivers.1.name', ['risk', 'additional_drivers', 1, 'name']],
    ['a[*].b[*]', ['a', '*', 'b', '*']],
  ])('%s', (path, segments) => {
    expect(parsePath(path)).toEqual(segments);
    expect(formatPath(segments)).toBe(path);
  });

  test('getAt reads through objects and lists, undefined past a gap', () => {
    const doc = { a: [{ b: 1 }], n: null };
    expect(getAt(doc, ['a', 0, 'b'])).toBe(1);
    expect(getAt(doc, ['a', 1, 'b'])).toBeUndefined();
    expect(getAt(doc, ['n', 'x'])).toBeUndefined();
  });

  test('setAt copies the path, creates missing objects, shares the rest', () => {
    const doc = { a: { b: 1 }, c: { d: 2 } };
    const result = setAt(doc, ['a', 'x', 'y'], 3) as typeof doc & { a: { x: { y: number } } };
    expect(result).toEqual({ a: { b: 1, x: { y: 3 } }, c: { d: 2 } });
    expect(result.c).toBe(doc.c);
    expect(doc).toEqual({ a: { b: 1 }, c: { d: 2 } });
  });

  test('setAt replaces null on the way and returns the same document when the value is there', () => {
    expect(setAt({ p: null }, ['p', 'q'], 1)).toEqual({ p: { q: 1 } });
    const doc = { a: { b: [1, 2] } };
    expect(setAt(doc, ['a', 'b'], [1, 2])).toBe(doc);
  });

  test('setAt never invents list items', () => {
    const doc = { list: [{ a: 1 }] };
    expect(setAt(doc, ['list', 3, 'a'], 2)).toBe(doc);
    expect(setAt({}, ['list', 0, 'a'], 2)).toEqual({});
    expect(setAt(doc, ['list', 0, 'a'], 2)).toEqual({ list: [{ a: 2 }] });
  });

  test('clearAt removes the key, and returns the same document when there is none', () => {
    const doc = { a: { b: 1, c: 2 }, list: [{ x: 1 }] };
    expect(clearAt(doc, ['a', 'b'])).toEqual({ a: { c: 2 }, list: [{ x: 1 }] });
    expect(clearAt(doc, ['list', 0, 'x'])).toEqual({ a: { b: 1, c: 2 }, list: [{}] });
    expect(clearAt(doc, ['a', 'missing'])).toBe(doc);
    expect(clearAt(doc, ['missing', 'deeper'])).toBe(doc);
    expect(clearAt(doc, ['list', 0])).toBe(doc);
    expect(doc).toEqual({ a: { b: 1, c: 2 }, list: [{ x: 1 }] });
  });

  test('setAt and clearAt keep the order of the answers they copy, and "__proto__" an answer', () => {
    const doc = { a: 1, b: 2, c: 3 };
    expect(Object.keys(setAt(doc, ['b'], 4) as object)).toEqual(['a', 'b', 'c']);
    expect(Object.keys(setAt(doc, ['d'], 4) as object)).toEqual(['a', 'b', 'c', 'd']);
    expect(Object.keys(clearAt(doc, ['b']) as object)).toEqual(['a', 'c']);
    const hostile = JSON.parse('{"__proto__": {"x": 1}, "a": 1}') as Record<string, unknown>;
    for (const result of [
      setAt(hostile, ['a'], 2),
      clearAt(hostile, ['a']),
      setAt({}, ['__proto__'], { x: 1 }),
    ]) {
      expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
      expect(Object.getOwnPropertyDescriptor(result, '__proto__')?.value).toEqual({ x: 1 });
    }
  });

  test('deepEqual ignores keys whose value is undefined', () => {
    expect(deepEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(deepEqual([1, { a: [2] }], [1, { a: [2] }])).toBe(true);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
    expect(deepEqual(null, {})).toBe(false);
  });
});
