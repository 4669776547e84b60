import { describe, expect, test } from 'vitest';
import { trimmedAnswers } from './trimmedAnswers';

describe('trimmedAnswers', () => {
  test('trims every text at any depth and leaves other values alone', () => {
    const answers = {
      name: { forenames: ' James ', surname: '\tSmith\n' },
      drivers: [{ name: { forenames: '  Ann-Marie ' } }],
      middle: 'Mary Ann',
      count: 2,
      flag: false,
      none: null,
    };
    expect(trimmedAnswers(answers)).toEqual({
      name: { forenames: 'James', surname: 'Smith' },
      drivers: [{ name: { forenames: 'Ann-Marie' } }],
      middle: 'Mary Ann',
      count: 2,
      flag: false,
      none: null,
    });
    expect(answers.name.forenames).toBe(' James ');
  });

  test('shares what needs no trimming, and keeps a "__proto__" key an answer', () => {
    const untouched = { forenames: 'James' };
    const answers = { name: untouched, drivers: [{ name: { forenames: ' Ann ' } }] };
    const trimmed = trimmedAnswers(answers);
    expect(trimmed.name).toBe(untouched);
    expect(trimmedAnswers(untouched)).toBe(untouched);
    const hostile = JSON.parse('{"__proto__": {"polluted": " yes "}}') as Record<string, unknown>;
    const result = trimmedAnswers(hostile);
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.keys(result)).toEqual(['__proto__']);
    expect((result as { polluted?: unknown }).polluted).toBeUndefined();
  });

  // Every kind of white space trim() removes, at either end, and the printable ends it keeps.
  test.each([
    ['', ''],
    ['a', 'a'],
    ['~x!', '~x!'],
    [' a', 'a'],
    ['a\t', 'a'],
    ['\u00a0a', 'a'],
    ['a\ufeff', 'a'],
    ['\u2028a\u2029', 'a'],
    ['\u3000a\u205f', 'a'],
    ['\u1680a\u202f', 'a'],
    ['\u200aa\u2000', 'a'],
    ['\u000ba\u000c', 'a'],
    ['\u0085a', '\u0085a'],
    ['\u200ba\u007f', '\u200ba\u007f'],
    ['éa', 'éa'],
    ['  ', ''],
  ])('trims %j as trim() does', (text, expected) => {
    expect(trimmedAnswers(text)).toBe(expected);
    expect(trimmedAnswers({ answer: [text] })).toEqual({ answer: [expected] });
  });
});

describe('trimmedAnswers shapes a text as one typing of it', () => {
  test.each([
    ['an accent typed as its own character', 'Zoe\u0308', 'Zo\u00eb'],
    ['two spaces between words', 'Mary  Ann', 'Mary Ann'],
    ['runs of spaces and spaces around', '  55   Queens  Way ', '55 Queens Way'],
    ['lines of a text area, each kept', 'Tablets  daily\nA check-up', 'Tablets daily\nA check-up'],
    ['a name as typed once', "O'Brien-Ó Súilleabháin", "O'Brien-Ó Súilleabháin"],
  ])('%s', (_name, text, expected) => {
    expect(trimmedAnswers(text)).toBe(expected);
    expect(trimmedAnswers({ answer: [text] })).toEqual({ answer: [expected] });
  });
});
