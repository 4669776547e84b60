import type { Proposal } from '../../../../schemas/generated/index';
import { completePurchase, type PurchaseCalls } from './completePurchase';
import { FINGERPRINT_TIMEOUT } from './waitForBlackbox';
import { quotedProposal } from '../../../../tests/support/fakes/fakeCheckoutApi';

const mandate = {
  account_name: "James O'Connor",
  account_number: '******58',
  sort_code: '**-**-99',
  collection_day: 1,
  is_proposer_account_holder: true,
};

function calls(proposal: Proposal, accepted: Proposal) {
  const order: string[] = [];
  const fake: PurchaseCalls = {
    getProposal: vi.fn(async () => (order.push('get'), proposal)),
    waitForBlackbox: vi.fn(async () => (order.push('fingerprint'), 'bb')),
    saveDeviceRisk: vi.fn(async () => (order.push('device-risk'), proposal)),
    runDeviceRiskCheck: vi.fn(
      async () => (
        order.push('check'),
        { result: 'allow' as const, reason: 'ok' as const, tracking_number: '' }
      ),
    ),
    acceptQuote: vi.fn(async () => (order.push('accept'), accepted)),
  };
  return { fake, order };
}

const purchased = (changes: Partial<Proposal> = {}) =>
  quotedProposal({
    is_purchased: true,
    ...changes,
    quote: { ...quotedProposal().quote, is_purchased: true },
  });
const acceptedOf = (p: Proposal) => ({ ...p, is_accepted: true, quote: { ...p.quote, is_accepted: true } });

describe('completePurchase', () => {
  test('an accepted quote is confirmed without another call', async () => {
    const p = acceptedOf(purchased());
    const { fake, order } = calls(p, p);
    await expect(completePurchase('u', fake)).resolves.toEqual({ kind: 'confirmed', proposal: p });
    expect(order).toEqual(['get']);
  });

  test('a paid quote: fingerprint, stored, checked, then accepted in full', async () => {
    const p = purchased();
    const { fake, order } = calls(p, acceptedOf(p));
    const outcome = await completePurchase('u', fake);
    expect(outcome).toEqual({ kind: 'confirmed', proposal: acceptedOf(p) });
    expect(order).toEqual(['get', 'fingerprint', 'device-risk', 'check', 'accept']);
    expect(fake.saveDeviceRisk).toHaveBeenCalledWith('u', 'bb');
    expect(fake.acceptQuote).toHaveBeenCalledWith('u');
  });

  test('paying monthly, the acceptance relies on the stored mandate: the page only sees it masked', async () => {
    const p = purchased({ is_pay_monthly: true, direct_debit: mandate });
    const { fake } = calls(p, acceptedOf(p));
    await completePurchase('u', fake);
    expect(fake.acceptQuote).toHaveBeenCalledWith('u');
  });

  test('only the quote says it was bought: still completed', async () => {
    const p = quotedProposal({ quote: { ...quotedProposal().quote, is_purchased: true } });
    const { fake, order } = calls(p, acceptedOf(p));
    await completePurchase('u', fake);
    expect(order.at(-1)).toBe('accept');
  });

  test('an acceptance that is not accepted goes to Exception', async () => {
    const p = purchased();
    const { fake } = calls(p, p);
    await expect(completePurchase('u', fake)).resolves.toEqual({ kind: 'route', route: 'Exception' });
  });

  test('not paid for goes to Failed', async () => {
    const { fake, order } = calls(quotedProposal(), quotedProposal());
    await expect(completePurchase('u', fake)).resolves.toEqual({ kind: 'route', route: 'Failed' });
    expect(order).toEqual(['get']);
  });

  test('a fingerprint that never comes stops before storing anything', async () => {
    const p = purchased();
    const { fake, order } = calls(p, acceptedOf(p));
    fake.waitForBlackbox = () => Promise.reject(new Error(FINGERPRINT_TIMEOUT));
    await expect(completePurchase('u', fake)).rejects.toThrow(FINGERPRINT_TIMEOUT);
    expect(order).toEqual(['get']);
  });
});
