import { cleanup, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import checkout from '../../../../journey/content/checkout.json';
import { formButton, pageAction } from '../../../../tests/support/journey/journeyText';
import { renderApp } from '../../../../tests/support/render/renderApp';
import {
  fakeCheckoutApi,
  quotedProposal,
  UUID,
  type Routes,
} from '../../../../tests/support/fakes/fakeCheckoutApi';

// A first check in jsdom (no styles, so no contrast rule); the browser tests scan the real pages.
async function seriousFindings(): Promise<string[]> {
  const result = await axe.run(document.body, {
    iframes: false,
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const main = () => screen.getByRole('main');
const accepted = { ...quotedProposal(), is_purchased: true, is_accepted: true };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test.each<[string, string, Routes, () => Promise<unknown>]>([
  [
    'Payment',
    `/quote/payment?uuid=${UUID}`,
    {
      'GET /': { body: quotedProposal() },
      'POST /quote/payment': {
        body: { payment_url: '/hosted-payments/pay_abc123def456', status: 'pending', amount: 641.87 },
      },
    },
    () => screen.findByTitle(checkout.payment.frameTitle),
  ],
  [
    'Instalments',
    `/quote/instalments?uuid=${UUID}`,
    { 'GET /': { body: quotedProposal({ is_pay_monthly: true }) } },
    () => within(main()).findByRole('button', { name: formButton('direct-debit') }),
  ],
  [
    'InstalmentsDeclined',
    `/quote/instalments/declined?uuid=${UUID}`,
    {},
    () => within(main()).findByRole('button', { name: pageAction('InstalmentsDeclined', 'Payment') }),
  ],
  [
    'Failed',
    `/quote/payment/failed?uuid=${UUID}`,
    {},
    () => within(main()).findByRole('link', { name: pageAction('Failed', 'Payment') }),
  ],
  [
    'ThankYou',
    `/quote/thankyou?uuid=${UUID}`,
    { 'GET /': { body: accepted }, 'GET /generate-portal-link': { body: { portal_url: '/portal/t0k3n' } } },
    () => within(main()).findByRole('link', { name: checkout.thankYou.portalButton }),
  ],
  ['Recall', '/quote/recall', {}, () => within(main()).findByRole('button', { name: formButton('recall') })],
  [
    'DeepLink',
    '/quote/deeplink?reference=1',
    {},
    () => within(main()).findByRole('link', { name: checkout.deepLink.recallLink }),
  ],
])('%s has no serious or critical accessibility finding', async (_name, path, routes, ready) => {
  fakeCheckoutApi(routes);
  renderApp(path);
  await ready();
  expect(await seriousFindings()).toEqual([]);
});
