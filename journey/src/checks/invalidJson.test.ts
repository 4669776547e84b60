import { invalidJsonMessage } from './invalidJson';

const said = (text: string) => {
  try {
    JSON.parse(text);
  } catch (error) {
    return invalidJsonMessage(text, error);
  }
  throw new Error('the text is JSON');
};

describe('invalidJsonMessage', () => {
  test.each([
    [
      'a comma after the last entry',
      '{\n  "a": 1,\n}',
      'is not valid JSON at line 3, column 1: Expected double-quoted property name (a comma after the last entry of a list or object?)',
    ],
    [
      'a comma missing between two entries',
      '{\n  "a": 1\n  "b": 2\n}',
      /^is not valid JSON at line 3, column 3: .* \(a comma missing between two entries\?\)$/,
    ],
    [
      'the end missing',
      '{\n  "a": [1, 2\n',
      /^is not valid JSON at line 3, column 1: .* \(a closing \} or \] missing\?\)$/,
    ],
  ])('%s: the line and column, and a word on the likely mistake', (_case, text, expected) => {
    if (typeof expected === 'string') expect(said(text)).toBe(expected);
    else expect(said(text)).toMatch(expected);
  });
});
