import { duplicateKeyFindings } from './duplicateKeys';

describe('duplicateKeyFindings', () => {
  test.each<[string, string, { path: string; message: string }[]]>([
    ['no key twice', '{\n  "a": { "title": "A" },\n  "b": { "title": "B" }\n}', []],
    [
      'a second title pasted into a question',
      '{\n  "q": {\n    "title": "First",\n    "type": "string",\n    "title": "Second"\n  }\n}',
      [
        {
          path: 'q.title',
          message:
            'has the key "title" twice in one object, at line 3, column 5 and again at line 5, column 5: only the last one counts, so remove the one you do not mean',
        },
      ],
    ],
    [
      'a key twice at the top, and inside a list',
      '{"a": 1, "l": [{"x": 1}, {"x": 2, "x": 3}], "a": 2}',
      [
        {
          path: 'l.1.x',
          message:
            'has the key "x" twice in one object, at line 1, column 27 and again at line 1, column 35: only the last one counts, so remove the one you do not mean',
        },
        {
          path: 'a',
          message:
            'has the key "a" twice in one object, at line 1, column 2 and again at line 1, column 45: only the last one counts, so remove the one you do not mean',
        },
      ],
    ],
    [
      'keys written with escapes and braces in texts',
      '{"a\\"b": "{x}", "a\\u0022c": "}", "a\\"c": 1}',
      [
        {
          path: 'a"c',
          message:
            'has the key "a\\"c" twice in one object, at line 1, column 17 and again at line 1, column 34: only the last one counts, so remove the one you do not mean',
        },
      ],
    ],
  ])('%s', (_case, text, expected) => {
    JSON.parse(text);
    expect(duplicateKeyFindings('content/page.json', text)).toEqual(
      expected.map((finding) => ({ file: 'content/page.json', ...finding })),
    );
  });
});
