import { coveredFrom } from './coveredFrom';
import { checkoutText } from './checkoutText';
import { deepLinkRequest } from './deepLinkRequest';
import { paymentTarget } from './paymentTarget';
import { formatMoney } from '../money';
import { fillTemplate } from '../../../../journey/src/fillTemplate';

describe('coveredFrom', () => {
  test.each<[string | undefined, string, string]>([
    [
      '2026-11-21',
      '2026-11-20',
      fillTemplate(checkoutText.thankYou.covered, {
        time: checkoutText.thankYou.coverStartTime,
        date: '21/11/2026',
      }),
    ],
    ['2026-11-20', '2026-11-20', fillTemplate(checkoutText.thankYou.coveredToday, { date: '20/11/2026' })],
    [undefined, '2026-11-20', ''],
  ])('start %s, today %s', (start, today, line) => {
    expect(coveredFrom(start, today, checkoutText.thankYou)).toBe(line);
  });
});

describe('paymentTarget', () => {
  test.each<[string, 'frame' | 'redirect']>([
    ['/hosted-payments/pay_123', 'frame'],
    ['http://localhost:3000/hosted-payments/pay_123', 'frame'],
    ['https://checkout.stripe.com/c/pay/cs_test_1', 'redirect'],
    ['//evil.example/x', 'redirect'],
  ])('%s: %s', (url, target) => {
    expect(paymentTarget(url, 'http://localhost:3000')).toBe(target);
  });
});

describe('deepLinkRequest', () => {
  test.each<[string, unknown]>([
    [
      '?reference=12345-67890-12345&postcode=ls6%201hr&dob=1984-06-14',
      {
        reference: '12345-67890-12345',
        postcode: 'LS6 1HR',
        dob: '1984-06-14',
        options: { request: 'reference=12345-67890-12345&postcode=ls6%201hr&dob=1984-06-14' },
      },
    ],
    [
      '?reference=12345-67890-12345&postcode=LS61HR&dob=14/06/1984&source=105',
      {
        reference: '12345-67890-12345',
        postcode: 'LS61HR',
        dob: '1984-06-14',
        options: { request: 'reference=12345-67890-12345&postcode=LS61HR&dob=14/06/1984&source=105' },
      },
    ],
    ['?reference=12345-67890-12345&postcode=LS6%201HR', undefined],
    ['', undefined],
    [`?reference=12345-67890-12345&postcode=LS6%201HR&dob=1984-06-14&x=${'a'.repeat(2000)}`, undefined],
  ])('%s', (search, request) => {
    expect(deepLinkRequest(search)).toEqual(request);
  });
});

test('formatMoney writes pounds and pence', () => {
  expect([formatMoney(641.87), formatMoney(1234.5), formatMoney(0)]).toEqual([
    '£641.87',
    '£1,234.50',
    '£0.00',
  ]);
});
