import { withoutMandate } from './withoutMandate';

describe('withoutMandate', () => {
  test('drops the mandate and keeps every answer', () => {
    const proposal = {
      uuid: 'u1',
      is_pay_monthly: true,
      risk: { start_date: '2026-12-01' },
      direct_debit: { account_number: '******58', sort_code: '**-**-99', account_name: 'Ann Payer' },
    };
    expect(withoutMandate(proposal)).toEqual({
      uuid: 'u1',
      is_pay_monthly: true,
      risk: { start_date: '2026-12-01' },
    });
    expect(proposal.direct_debit).toBeDefined();
  });

  test('a proposal without one is sent as it is', () => {
    expect(withoutMandate({ uuid: 'u1' })).toEqual({ uuid: 'u1' });
  });
});
