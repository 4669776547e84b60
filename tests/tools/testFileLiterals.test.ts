import { describe, expect, test } from 'vitest';
import { literalsOf } from './testFileLiterals';

const texts = (source: string) => literalsOf(source).map(({ text }) => text);

describe('literalsOf', () => {
  test('reads strings, template texts and regular expressions, not comments or code', () => {
    const source = [
      "// it's a comment with 'quotes'",
      "test('a name', () => {",
      '  expect(screen.getByText("Please enter your registration")).toBeVisible();',
      '  expect(message).toMatch(/^Enter your first name$/i);',
      '  const half = total / 2 / 3;',
      '  const title = `Step ${n} of ${`seven`} steps`;',
      '});',
    ].join('\n');
    expect(texts(source)).toEqual([
      'a name',
      'Please enter your registration',
      'Enter your first name',
      'Step ',
      ' of ',
      'seven',
      ' steps',
    ]);
  });

  test('knows a test’s name and a regular expression’s case', () => {
    const [name, text, pattern] = literalsOf("it('works', () => check('done', /Done/i));");
    expect(name).toMatchObject({ text: 'works', isTestName: true, line: 1 });
    expect(text).toMatchObject({ text: 'done', isTestName: false });
    expect(pattern).toMatchObject({ text: 'Done', ignoreCase: true });
  });

  test('reads a JSX closing tag as no regular expression', () => {
    expect(texts('render(<p>{label}</p>); const x = "after";')).toEqual(['after']);
  });
});
