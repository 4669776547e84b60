import { describe, expect, test } from 'vitest';
import type { Ratebook } from '../../schemas/generated/index';
import { productRatebook } from '../../tests/support/rating/ratingFixtures';
import { maximumPremiumMessage, reasonPlaceholderProblems, ruleMessage } from './reasonText';

type Rule = Ratebook['underwriting'][number];
const rule = (message: string, when: Rule['when']): Rule => ({ code: 'X', action: 'refer', message, when });
const olderThan = (age: number) => ({ fact: 'oldest_driver_age', op: 'gt', value: age }) as const;

describe('a reason names the limits of its own condition', () => {
  test.each<[string, Rule, string]>([
    ['a number', rule('Older than {oldest_driver_age.gt}.', { all: [olderThan(85)] }), 'Older than 85.'],
    [
      'a number in thousands',
      rule('Worth more than £{vehicle_value.gt}.', {
        all: [{ fact: 'vehicle_value', op: 'gt', value: 60000 }],
      }),
      'Worth more than £60,000.',
    ],
    [
      'two conditions, of all and of any',
      rule('Under {youngest_driver_age.lt} or over {oldest_driver_age.gt}.', {
        any: [{ fact: 'youngest_driver_age', op: 'lt', value: 17 }, olderThan(120)],
      }),
      'Under 17 or over 120.',
    ],
    [
      'a list',
      rule('Codes {conviction_codes.includes_any}.', {
        all: [{ fact: 'conviction_codes', op: 'includes_any', value: ['DR10', 'DR20'] }],
      }),
      'Codes DR10, DR20.',
    ],
    ['no placeholder', rule('A left-hand-drive van.', { all: [olderThan(1)] }), 'A left-hand-drive van.'],
    [
      'a placeholder naming nothing, left as written',
      rule('Older than {oldest_driver_age.lt}.', { all: [olderThan(85)] }),
      'Older than {oldest_driver_age.lt}.',
    ],
  ])('%s', (_case, given, expected) => {
    expect(ruleMessage(given)).toBe(expected);
  });

  test('the product ratebook: every reason reads the limit its condition holds, changed or not', () => {
    const ratebook = productRatebook();
    const ageRule = ratebook.underwriting.find((r) => r.code === 'AGE_ABOVE_APPETITE')!;
    const limit = ageRule.when.all!.find((p) => p.op === 'gt')!;
    expect(ruleMessage(ageRule)).toContain(String(limit.value));
    limit.value = 80;
    expect(ruleMessage(ageRule)).toContain('80');
    for (const each of ratebook.underwriting) expect(ruleMessage(each)).not.toMatch(/[{}]/);
  });
});

describe('the maximum premium reason', () => {
  test('writes both premiums in pounds', () => {
    const ratebook = {
      ...productRatebook(),
      maximum_premium_pence: 250000,
      maximum_premium_message: '{premium} is above {maximum}.',
    };
    expect(maximumPremiumMessage(ratebook, 312345)).toBe('£3,123.45 is above £2,500.00.');
  });
});

describe('placeholders that name nothing are problems of the ratebook', () => {
  test.each<[string, (r: Ratebook) => void, { path: string; message: RegExp }]>([
    [
      'an operator the condition does not use',
      (r) => (r.underwriting[0]!.message = 'About {conviction_codes.eq}.'),
      { path: 'underwriting.0.message', message: /\{conviction_codes\.eq\} names no condition/ },
    ],
    [
      'a fact the condition does not test',
      (r) => (r.underwriting[0]!.message = 'About {claims_count.gte}.'),
      { path: 'underwriting.0.message', message: /names no condition of the rule/ },
    ],
    [
      'two conditions of one fact and operator',
      (r) => {
        r.underwriting[0]!.when = { all: [olderThan(85), olderThan(90)] };
        r.underwriting[0]!.message = 'Over {oldest_driver_age.gt}.';
      },
      { path: 'underwriting.0.message', message: /two or more conditions/ },
    ],
    [
      'an unknown placeholder of the maximum premium reason',
      (r) => (r.maximum_premium_message = 'Above {limit}.'),
      { path: 'maximum_premium_message', message: /\{premium\} or \{maximum\}/ },
    ],
  ])('%s', (_case, change, expected) => {
    const ratebook = productRatebook();
    change(ratebook);
    expect(reasonPlaceholderProblems(ratebook)).toContainEqual({
      path: expected.path,
      message: expect.stringMatching(expected.message),
    });
  });

  test('the product ratebook has none', () => {
    expect(reasonPlaceholderProblems(productRatebook())).toEqual([]);
  });
});
