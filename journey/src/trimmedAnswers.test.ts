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
});
