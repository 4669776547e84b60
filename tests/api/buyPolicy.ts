import type { DirectDebit } from '../../schemas/generated/index';
import { proposalFixture } from '../fixtures/index';
import { confirmBody, type TestApp } from '../support/testApp';

// The calls of the pages after the form, as the app makes them, for tests that need a quoted,
// mandated or bought proposal made the real way (the embedded card page included).

export const mandate: DirectDebit = {
  is_proposer_account_holder: true,
  account_name: "James O'Connor",
  account_number: '66374958',
  sort_code: '089999',
  collection_day: 1,
};

const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

/** The call's JSON answer, failing the test with the answer when it is not a 200. */
export async function ok(app: TestApp, method: string, path: string, body?: unknown) {
  const response = await app.call(method, path, body === undefined ? {} : { body });
  if (response.status !== 200 && response.status !== 201) {
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body;
}

/** A new proposal of the fixture's answers, quoted; answers its uuid. */
export async function quoted(app: TestApp): Promise<string> {
  const created = await ok(app, 'POST', '/api/proposal', proposalFixture());
  const uuid = created.uuid as string;
  await ok(app, 'POST', `/api/proposal/${uuid}/quote`);
  return uuid;
}

/**
 * The price page's Continue, as the page makes it: how the customer pays (`monthly`, or as the
 * proposal has it) and the third-party-authority question answered (No), which paying needs.
 */
export async function pricePageContinue(app: TestApp, uuid: string, monthly?: boolean): Promise<void> {
  const proposal = (await app.store.getProposal(uuid))?.document;
  await ok(app, 'POST', `/api/proposal/${uuid}/payment-option`, {
    is_pay_monthly: monthly ?? proposal?.is_pay_monthly === true,
    risk: { userfields: { has_third_party_authority: false } },
  });
}

/**
 * The summary page's confirm call, every declaration ticked: what paying needs. A customer there
 * has passed the price page, so its Continue is made first when the price page's question is
 * still unanswered.
 */
export async function confirmed(app: TestApp, uuid: string): Promise<void> {
  const proposal = (await app.store.getProposal(uuid))?.document;
  if (proposal?.risk?.userfields?.has_third_party_authority === undefined) await pricePageContinue(app, uuid);
  await ok(
    app,
    'POST',
    `/api/proposal/${uuid}/confirm`,
    confirmBody({ email_address: 'sam.carter@example.com' }),
  );
}

/** Quoted, paying monthly, details confirmed on the summary page and the mandate saved. */
export async function mandated(app: TestApp): Promise<string> {
  const uuid = await quoted(app);
  await pricePageContinue(app, uuid, true);
  await confirmed(app, uuid);
  await ok(app, 'POST', `/api/proposal/${uuid}/pay-monthly`, { is_pay_monthly: true, direct_debit: mandate });
  return uuid;
}

/** Pays on the embedded hosted page as the customer would; answers where the page sends them. */
export async function payByCard(app: TestApp, uuid: string, number = '4242424242424242'): Promise<string> {
  const started = await ok(app, 'POST', `/api/proposal/${uuid}/quote/payment`, {
    return_url: `/quote/thankyou?uuid=${uuid}`,
  });
  return payOnCardPage(app, started.payment_url, number);
}

/**
 * Pays on a card page already opened (the `payment_url` a payment call answered): opens the page,
 * posts its card form, and answers where the page sent the customer.
 */
export async function payOnCardPage(
  app: TestApp,
  paymentUrl: string,
  number = '4242424242424242',
): Promise<string> {
  const page = String((await app.call('GET', paymentUrl, { xhr: false })).body);
  const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const form = new URLSearchParams({ token, card_number: number, expiry, cvc: '123', name: 'Sam Carter' });
  const paid = await app.call('POST', `${paymentUrl}/pay`, {
    raw: form.toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    xhr: false,
  });
  return paid.headers.get('location') ?? '';
}

/** Mandated and paid for by card: bought, not yet accepted (the thank-you page does that). */
export async function bought(app: TestApp): Promise<string> {
  const uuid = await mandated(app);
  const location = await payByCard(app, uuid);
  if (location !== `/quote/thankyou?uuid=${uuid}`) throw new Error(`payment went to ${location}`);
  return uuid;
}
