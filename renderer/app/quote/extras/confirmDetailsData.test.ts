import type { RouteName } from '../../../../journey/src/journeyTypes';
import type { Proposal } from '../../../../schemas/generated/index';
import { proposalFixture, quoteFixture, setAnswer } from '../../../../tests/fixtures/index';
import { confirmInitialData, routeAfterConfirm } from './confirmDetailsData';

describe('confirmInitialData', () => {
  test('the e-mail address, mobile number and auto-renewal of the proposal; no declaration ticked', () => {
    const proposal = { ...proposalFixture(), consent_to_auto_renew: true };
    expect(confirmInitialData(proposal)).toEqual({
      risk: {
        proposer: {
          email_address: 'james.oconnor84@example.com',
          phone_numbers: { mobile: '07700900123' },
        },
      },
      consent_to_auto_renew: true,
    });
  });

  test.each([['01000000000'], ['010 0000 0000'], [undefined]])('the mobile %s is left empty', (mobile) => {
    const proposal = setAnswer(proposalFixture(), 'risk.proposer.phone_numbers.mobile', mobile);
    expect(confirmInitialData(proposal)).toMatchObject({ risk: { proposer: { phone_numbers: {} } } });
  });

  test('no auto-renewal answer yet: none is given', () => {
    expect(confirmInitialData(proposalFixture())).not.toHaveProperty('consent_to_auto_renew');
  });
});

describe('routeAfterConfirm', () => {
  const quoted = (changes: (p: Proposal) => void): Proposal => {
    const proposal: Proposal = { ...proposalFixture(), quote: quoteFixture() };
    changes(proposal);
    return proposal;
  };
  test.each<[string, Proposal, RouteName]>([
    ['paying in full', quoted(() => undefined), 'Payment'],
    ['monthly chosen on the price page', quoted((p) => (p.is_pay_monthly = true)), 'Instalments'],
    [
      'monthly answered in the form, no choice made on the price page yet',
      quoted((p) => {
        setAnswer(p, 'risk.duqs.is_pay_monthly', true);
        delete p.is_pay_monthly;
      }),
      'Instalments',
    ],
    [
      'monthly answered in the form, then paying in full chosen on the price page',
      quoted((p) => {
        setAnswer(p, 'risk.duqs.is_pay_monthly', true);
        p.is_pay_monthly = false;
      }),
      'Payment',
    ],
    ['a referred quote', quoted((p) => setAnswer(p, 'quote.is_referred', true)), 'SiraDeclined'],
    [
      'a referred proposal paying monthly',
      quoted((p) => {
        p.is_referred = true;
        p.is_pay_monthly = true;
      }),
      'SiraDeclined',
    ],
  ])('%s -> %s', (_, proposal, route) => {
    expect(routeAfterConfirm(proposal)).toBe(route);
  });
});
