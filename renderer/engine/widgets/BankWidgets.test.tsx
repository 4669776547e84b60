import { describe, expect, it } from 'vitest';
import { sortCodeText } from './BankWidgets';

describe('sortCodeText', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12-3'],
    ['1234', '12-34'],
    ['12345', '12-34-5'],
    ['123456', '12-34-56'],
    ['12-34-56', '12-34-56'],
    ['1234567', '12-34-56'],
    ['ab12cd', '12'],
  ])('%s -> %s', (value, shown) => {
    expect(sortCodeText(value)).toBe(shown);
  });
});
