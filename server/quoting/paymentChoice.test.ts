import { describe, expect, test } from 'vitest';
import type { Proposal } from '../../schemas/generated/index';
import { proposalFixture } from '../../tests/fixtures/index';
import { withOnePaymentChoice } from './paymentChoice';

/** The fixture with the price page's choice and the form's answer as given (undefined: left out). */
function paying(choice: boolean | undefined, answer: boolean | undefined): Proposal {
  const document = proposalFixture();
  if (choice === undefined) delete document.is_pay_monthly;
  else document.is_pay_monthly = choice;
  if (answer === undefined) delete document.risk!.duqs!.is_pay_monthly;
  else document.risk!.duqs!.is_pay_monthly = answer;
  return document;
}
const shown = (document: Proposal) => [document.is_pay_monthly, document.risk?.duqs?.is_pay_monthly];

describe('withOnePaymentChoice: the price page and the form give one answer to how the customer pays', () => {
  test.each<[string, Proposal, Proposal | undefined, (boolean | undefined)[]]>([
    [
      'the form answered, nothing chosen on the price page yet',
      paying(undefined, false),
      paying(undefined, false),
      [undefined, false],
    ],
    ['both the same', paying(true, true), paying(false, false), [true, true]],
    [
      'the price page chooses monthly: the form follows',
      paying(true, false),
      paying(false, false),
      [true, true],
    ],
    [
      'the price page chooses monthly for the first time',
      paying(true, false),
      paying(undefined, false),
      [true, true],
    ],
    [
      'the form is changed once the price page has chosen: what is sold follows',
      paying(true, false),
      paying(true, true),
      [false, false],
    ],
    ['both changed apart: the price page wins', paying(true, false), paying(false, true), [true, true]],
    ['a new proposal giving both apart: the price page wins', paying(false, true), undefined, [false, false]],
    [
      'stored apart and unchanged: the price page wins',
      paying(true, false),
      paying(true, false),
      [true, true],
    ],
    [
      'no form answer: nothing to follow',
      paying(true, undefined),
      paying(false, undefined),
      [true, undefined],
    ],
  ])('%s', (_case, document, stored, expected) => {
    const before = structuredClone(document);
    expect(shown(withOnePaymentChoice(document, stored))).toEqual(expected);
    expect(document).toEqual(before);
  });

  test('a proposal already of one answer is given back as it is', () => {
    const document = paying(true, true);
    expect(withOnePaymentChoice(document, paying(false, false))).toBe(document);
  });
});
