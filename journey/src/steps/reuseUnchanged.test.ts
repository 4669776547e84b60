import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { reuseUnchanged } from './reuseUnchanged';

const shared = { kept: true };

describe('reuseUnchanged', () => {
  // [name, original, result, what comes back is original's]
  const cases: [string, unknown, unknown, boolean][] = [
    ['the very same value', shared, shared, true],
    ['the same answers in new objects', { a: { b: [1, { c: 'x' }] } }, { a: { b: [1, { c: 'x' }] } }, true],
    ['the same texts, numbers and nulls', { a: 'x', b: 2, c: null }, { a: 'x', b: 2, c: null }, true],
    ['an answer changed', { a: { b: 1 } }, { a: { b: 2 } }, false],
    ['an answer added', { a: 1 }, { a: 1, b: 2 }, false],
    ['an answer removed', { a: 1, b: 2 }, { a: 1 }, false],
    ['the same answers in another order', { a: 1, b: 2 }, { b: 2, a: 1 }, false],
    ['an item added', [1, 2], [1, 2, 3], false],
    ['an item removed', [1, 2, 3], [1, 2], false],
    ['a list where there was an object', { a: {} }, { a: [] }, false],
    ['an object where there was a list', { a: [] }, { a: {} }, false],
    ['a missing answer given as undefined', { a: 1 }, { a: 1, b: undefined }, false],
    ['a value that is not JSON', { d: new Date(0) }, { d: new Date(1) }, false],
  ];

  test.each(cases)('%s', (_name, original, result, same) => {
    const snapshot = JSON.stringify([original, result]);
    const reused = reuseUnchanged(result, original);
    if (same) expect(reused).toBe(original);
    else expect(reused).not.toBe(original);
    expect(reused).toEqual(result);
    expect(JSON.stringify(reused)).toBe(JSON.stringify(result));
    expect(JSON.stringify([original, result])).toBe(snapshot);
  });

  test('a changed document holds the parts it did not change from the original', () => {
    const original = { risk: { proposer: { name: 'James' }, vehicle: { value: 1 } }, quote: { premium: 1 } };
    const result = { risk: { proposer: { name: 'James' }, vehicle: { value: 2 } }, quote: { premium: 1 } };
    const reused = reuseUnchanged(result, original);
    expect(reused).toEqual(result);
    expect(reused).not.toBe(result);
    expect(reused.quote).toBe(original.quote);
    expect(reused.risk.proposer).toBe(original.risk.proposer);
    expect(reused.risk.vehicle).toBe(result.risk.vehicle);
    expect(Object.keys(reused.risk)).toEqual(['proposer', 'vehicle']);
  });

  test('a changed list holds the items it did not change from the original', () => {
    const original = [{ a: 1 }, { b: 1 }];
    const result = [{ a: 1 }, { b: 2 }, { c: 3 }];
    const reused = reuseUnchanged(result, original);
    expect(reused).toEqual(result);
    expect(reused[0]).toBe(original[0]);
    expect(reused[1]).toBe(result[1]);
    expect(reused[2]).toBe(result[2]);
  });

  test('keeps a "__proto__" key an answer', () => {
    const original = JSON.parse('{"__proto__": {"a": 1}, "b": {"c": 1}}') as Record<string, unknown>;
    const result = JSON.parse('{"__proto__": {"a": 1}, "b": {"c": 2}}') as Record<string, unknown>;
    const reused = reuseUnchanged(result, original);
    expect(Object.getPrototypeOf(reused)).toBe(Object.prototype);
    expect(Object.keys(reused)).toEqual(['__proto__', 'b']);
    expect(Object.getOwnPropertyDescriptor(reused, '__proto__')?.value).toBe(original['__proto__']);
  });

  // What comes back holds `result`'s answers, and each of its parts is the original's exactly
  // where the original holds the same JSON at that place (keys in the same order), however the
  // two differ.
  test('any change: the original part exactly where it holds the same', () => {
    const json = fc.jsonValue({ maxDepth: 4 });
    const change = fc.tuple(fc.nat(), json, fc.boolean());
    fc.assert(
      fc.property(json, fc.array(change, { maxLength: 4 }), (original, changes) => {
        const result = structuredClone(original);
        let root: unknown = result;
        for (const [n, value, remove] of changes) root = changed(root, n, value, remove);
        const snapshot = JSON.stringify([original, root]);
        const reused = reuseUnchanged(root, original);
        expect(JSON.stringify(reused)).toBe(JSON.stringify(root));
        expect(JSON.stringify([original, root])).toBe(snapshot);
        sharesExactly(reused, original);
      }),
      { numRuns: 500 },
    );
  });
});

/** Checks that `reused` is `original` where, and only where, the two hold the same JSON. */
function sharesExactly(reused: unknown, original: unknown): void {
  const same = JSON.stringify(reused) === JSON.stringify(original);
  if (typeof reused === 'object' && reused !== null) expect(reused === original).toBe(same);
  if (same || typeof reused !== 'object' || reused === null) return;
  if (typeof original !== 'object' || original === null) return;
  if (Array.isArray(reused) !== Array.isArray(original)) return;
  for (const key of Object.keys(reused))
    if (Object.hasOwn(original, key))
      sharesExactly((reused as Record<string, unknown>)[key], (original as Record<string, unknown>)[key]);
}

/** `root` with the n-th place (modulo their number) set to `value` or removed, changed in place. */
function changed(root: unknown, n: number, value: unknown, remove: boolean): unknown {
  const places: [Record<string, unknown> | unknown[], string][] = [];
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    for (const key of Object.keys(node)) {
      places.push([node as Record<string, unknown>, key]);
      walk((node as Record<string, unknown>)[key]);
    }
  };
  walk(root);
  if (places.length === 0) return value;
  const [holder, key] = places[n % places.length]!;
  if (Array.isArray(holder)) {
    if (remove) holder.splice(Number(key), 1);
    else holder[Number(key)] = value;
  } else if (remove) delete holder[key];
  else holder[key] = value;
  return root;
}
