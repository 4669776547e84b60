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
    [
      'a comma too many inside a long text (the parser shows a piece around it, not a position)',
      '{\n  "rules": [ ,,\n    {\n      "id": "a"\n    }\n  ]\n}',
      "is not valid JSON at line 2, column 14: Unexpected token ','",
    ],
    [
      'a comma too many near the end of a long text',
      '{"a": [1, 2, 3, 4, 5, 6, 7,\n 8, 9, 10, 11, ,]}',
      "is not valid JSON at line 2, column 16: Unexpected token ','",
    ],
    [
      'a comma too many near the start of a long text',
      '[\n,, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]',
      "is not valid JSON at line 2, column 1: Unexpected token ','",
    ],
    [
      'a comma too many in a short text',
      '[\n,1]',
      "is not valid JSON at line 2, column 1: Unexpected token ','",
    ],
  ])('%s: the line and column, and a word on the likely mistake', (_case, text, expected) => {
    if (typeof expected === 'string') expect(said(text)).toBe(expected);
    else expect(said(text)).toMatch(expected);
  });
});
