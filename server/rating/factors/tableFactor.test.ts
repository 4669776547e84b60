import { describe, test, expect } from 'vitest';
import { codeFactor, yesNoFactor } from './tableFactor';

const table = { default: 1.2, values: [{ code: 'A', relativity: 0.9 }] };

describe('codeFactor', () => {
  test.each([
    ['A', { factor: 'x', input: 'A', relativity: 0.9 }],
    ['B', { factor: 'x', input: 'B', relativity: 1.2, note: 'unlisted: default' }],
    [undefined, { factor: 'x', input: null, relativity: 1.2, note: 'not answered: default' }],
  ])('code %s', (code, expected) => {
    expect(codeFactor('x', table, code)).toEqual(expected);
  });
});

describe('yesNoFactor', () => {
  test.each([
    [true, 0.9],
    [false, 1],
  ])('%s', (answer, relativity) => {
    expect(yesNoFactor('y', { yes: 0.9, no: 1 }, answer)).toEqual({ factor: 'y', input: answer, relativity });
  });
});
