import { describe, test, expect } from 'vitest';
import { bandRelativity, codeRelativity, hasCode, interpolate, yesNoRelativity } from './lookup';

const bands = [
  { from: 10, relativity: 2 },
  { from: 20, relativity: 1 },
  { from: 30, relativity: 0.5 },
];

describe('bandRelativity', () => {
  test.each([
    [0, 2],
    [10, 2],
    [19.5, 2],
    [20, 1],
    [30, 0.5],
    [1e9, 0.5],
  ])('%d is in the band of relativity %d', (value, relativity) => {
    expect(bandRelativity(bands, value)).toBe(relativity);
  });

  test('no band is neutral', () => {
    expect(bandRelativity([], 5)).toBe(1);
  });
});

describe('codeRelativity', () => {
  const table = { default: 1.5, values: [{ code: 'A', relativity: 0.8 }] };
  test.each([
    ['A', 0.8, true],
    ['B', 1.5, false],
    [undefined, 1.5, false],
  ])('%s has %d', (code, relativity, listed) => {
    expect(codeRelativity(table, code)).toBe(relativity);
    expect(hasCode(table, code)).toBe(listed);
  });

  test.each([
    ['A', 0.8, true],
    ['C', 1.2, true],
    ['c', 1.5, false],
    ['constructor', 1.5, false],
  ])('in a longer table whose first entry of a code counts, %s has %d', (code, relativity, listed) => {
    const longer = {
      default: 1.5,
      values: [
        { code: 'A', relativity: 0.8 },
        { code: 'C', relativity: 1.2 },
        { code: 'A', relativity: 9 },
      ],
    };
    expect(codeRelativity(longer, code)).toBe(relativity);
    expect(hasCode(longer, code)).toBe(listed);
  });

  test('yes and no', () => {
    expect(yesNoRelativity({ yes: 0.9, no: 1 }, true)).toBe(0.9);
    expect(yesNoRelativity({ yes: 0.9, no: 1 }, false)).toBe(1);
  });
});

describe('interpolate', () => {
  const points = [
    { x: 0, y: 1 },
    { x: 100, y: 0.9 },
    { x: 100, y: 0.8 },
    { x: 300, y: 0.6 },
  ];
  test.each([
    [-5, 1],
    [0, 1],
    [50, 0.95],
    [100, 0.9],
    [200, 0.7],
    [300, 0.6],
    [999, 0.6],
  ])('at %d is %d', (x, y) => {
    expect(interpolate(points, x)).toBeCloseTo(y, 10);
  });

  test('no point is neutral', () => {
    expect(interpolate([], 5)).toBe(1);
  });
});
