import { describe, expect, test } from 'vitest';
import { readsText, recordReads } from './recordReads';

describe('recordReads', () => {
  const document = { a: { b: 1, list: [{ c: 'x' }, { c: 'y' }] }, d: null, e: 'unread' };

  test.each([
    ['a leaf', (w: typeof document) => w.a.b, { 'a.b': '1' }],
    ['a missing answer', (w: typeof document) => (w.a as Record<string, unknown>).z, { 'a.z': 'undefined' }],
    ['null', (w: typeof document) => w.d, { d: 'null' }],
    [
      'an array walked by map',
      (w: typeof document) => w.a.list.map((item) => item.c),
      { 'a.list.length': '2', 'a.list.0.c': '"x"', 'a.list.1.c': '"y"' },
    ],
    [
      'an object listed whole',
      (w: typeof document) => Object.keys(w.a),
      { 'a{}': JSON.stringify(document.a) },
    ],
    ['a key tested with in', (w: typeof document) => 'b' in w.a, { 'a.b?': 'true' }],
  ])('%s', (_case, run, expected) => {
    const { reads } = recordReads(document, run as (w: typeof document) => unknown);
    expect(Object.fromEntries(reads)).toMatchObject(expected);
  });

  test('the function sees the values, and cannot change the document', () => {
    const copy = structuredClone(document);
    const { result } = recordReads(copy, (w) => {
      expect(() => {
        (w.a as { b: number }).b = 2;
      }).toThrow(TypeError);
      return w.a.b + 1;
    });
    expect(result).toBe(2);
    expect(copy).toEqual(document);
  });

  test('readsText is the same whatever order the reads came in', () => {
    const one = recordReads(document, (w) => [w.a.b, w.e]).reads;
    const two = recordReads(document, (w) => [w.e, w.a.b]).reads;
    expect(readsText(one)).toBe(readsText(two));
  });

  test('readsText keeps its format, so the digests of quotes already stored still match', () => {
    const { reads } = recordReads(document, (w) => [w.e, w.a.list.length, 'z' in w.a, w.d, w.a.b]);
    expect(readsText(reads)).toBe('a.b=1\na.list.length=2\na.z?=false\nd=null\ne="unread"');
  });

  test('two runs over one document spell the same paths', () => {
    const run = (w: typeof document) => w.a.list.map((item) => item.c);
    expect(readsText(recordReads(document, run).reads)).toBe(readsText(recordReads(document, run).reads));
  });

  test.each<[string, unknown]>([
    ['a plain string', "O'Connor"],
    ['an empty string', ''],
    ['a quote', 'say "hi"'],
    ['a backslash', 'C:\\vans'],
    ['a new line', 'line\none'],
    ['a control character', 'bell\u0007'],
    ['a character past ASCII', 'Zoë Ó Súilleabháin'],
    ['a surrogate pair', 'van 🚐'],
    ['a lone surrogate', 'half \ud83d'],
    ['a whole number', 4000],
    ['a fraction', 0.1],
    ['a large number', 1e21],
    ['minus zero', -0],
    ['not a number', Number.NaN],
    ['infinity', Number.POSITIVE_INFINITY],
    ['true', true],
    ['false', false],
  ])('a read %s is noted as JSON.stringify writes it', (_case, value) => {
    const { reads } = recordReads({ value }, (w) => w.value);
    expect(reads.get('value')).toBe(JSON.stringify(value));
  });

  test('readsText lists what each run read, whatever runs came before', () => {
    const runs: [(w: typeof document) => unknown, string][] = [
      [(w) => [w.e, w.a.b], 'a.b=1\ne="unread"'],
      [(w) => [w.e, w.a.b, w.d], 'a.b=1\nd=null\ne="unread"'],
      [(w) => [w.e], 'e="unread"'],
      [(w) => [w.a.b, w.e], 'a.b=1\ne="unread"'],
      [(w) => [w.e, w.a.b], 'a.b=1\ne="unread"'],
      [(w) => [w.e, w.a.b, w.d], 'a.b=1\nd=null\ne="unread"'],
    ];
    for (const [run, text] of runs) expect(readsText(recordReads(document, run).reads)).toBe(text);
  });

  test('a run reading more paths than are kept spelt still notes each path once, with its value', () => {
    // Past the cap the spelt paths are dropped mid-run: paths read before and after must still be
    // noted once each, with the value first read.
    const wide: Record<string, number> = {};
    for (let i = 0; i < 12_000; i += 1) wide[`k${i}`] = i;
    const { reads } = recordReads({ wide }, (w) => {
      const seen: number[] = [];
      for (let i = 0; i < 12_000; i += 1) seen.push(w.wide[`k${i}`]!);
      for (let i = 0; i < 12_000; i += 997) seen.push(w.wide[`k${i}`]!);
      return seen;
    });
    expect(reads.size).toBe(12_000);
    const expected = Object.keys(wide)
      .map((key) => `wide.${key}`)
      .sort()
      .map((path) => `${path}=${path.slice(6)}`)
      .join('\n');
    expect(readsText(reads)).toBe(expected);
  });
});
