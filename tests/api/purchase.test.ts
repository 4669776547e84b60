import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Proposal } from '../../schemas/generated/index';
import { proposalFixture } from '../fixtures/index';
import { payOnCardPage } from './buyPolicy';
import { journeyText } from '../support/journey/journeyText';
import { buildTestApp, type TestApp } from '../support/testApp';

// The pages after the form, call by call through createApp, as the app makes them: price page,
// add-ons, summary, card payment on the embedded hosted page (or direct debit first), acceptance
// on the thank-you page, the portal link, and recall.

const declarations = { answered_honestly: true, agreed_terms: true, agreed_excesses: true };

describe('buying a policy through the API', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  const ok = async (method: string, path: string, body?: unknown) => {
    const response = await app.call(method, path, body === undefined ? {} : { body });
    expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(200);
    return response.body;
  };

  async function quoted(): Promise<{ uuid: string; proposal: Proposal }> {
    const created = await app.call('POST', '/api/proposal', { body: proposalFixture() });
    const uuid = created.body.uuid as string;
    const proposal = await ok('POST', `/api/proposal/${uuid}/quote`);
    // The price page's Continue answers its third-party-authority question, which paying needs.
    const answered = await ok('POST', `/api/proposal/${uuid}/payment-option`, {
      is_pay_monthly: false,
      risk: { userfields: { has_third_party_authority: false } },
    });
    return { uuid, proposal: answered ?? proposal };
  }

  /** Pays on the embedded hosted page as the customer would: opens it, posts the card form. */
  async function payByCard(uuid: string, number: string) {
    const started = await ok('POST', `/api/proposal/${uuid}/quote/payment`, {
      return_url: `/quote/thankyou?uuid=${uuid}`,
    });
    return { started, location: await payOnCardPage(app, started.payment_url, number) };
  }

  async function summary(uuid: string) {
    const addons = (await ok('GET', `/api/proposal/${uuid}`)).quote.addons as { code: string }[];
    await ok('POST', `/api/proposal/${uuid}/addons`, {
      addons: addons.map(({ code }) => ({ code, is_selected: code === 'LE' })),
    });
    return ok('POST', `/api/proposal/${uuid}/confirm`, {
      risk: {
        proposer: { email_address: 'sam.carter@example.com', phone_numbers: { mobile: '07700900123' } },
      },
      consent_to_auto_renew: true,
      declarations,
    });
  }

  test('annual: payment option, add-ons, confirm, card, accept, portal, e-mail once', async () => {
    const { uuid, proposal } = await quoted();
    expect(proposal.quote?.is_quoted).toBe(true);
    await ok('POST', `/api/proposal/${uuid}/payment-option`, {
      is_pay_monthly: false,
      risk: { userfields: { has_third_party_authority: false } },
    });
    const confirmed = await summary(uuid);
    expect(confirmed.consent_to_auto_renew).toBe(true);
    expect(confirmed.quote.addons.find((a: { code: string }) => a.code === 'LE').is_selected).toBe(true);

    // Accepting before paying is refused.
    expect((await app.call('POST', `/api/proposal/${uuid}/quote/accept`, { body: {} })).status).toBe(409);

    const { started, location } = await payByCard(uuid, '4242 4242 4242 4242');
    expect(started.amount).toBe(confirmed.quote.premium);
    expect(location).toBe(`/quote/thankyou?uuid=${uuid}`);
    const paid = await ok('GET', `/api/proposal/${uuid}`);
    expect(paid.is_purchased).toBe(true);

    const accepted = await ok('POST', `/api/proposal/${uuid}/quote/accept`, {});
    expect(accepted.quote.is_accepted).toBe(true);
    // A double click or a reload accepts nothing more and sends no second e-mail.
    await ok('POST', `/api/proposal/${uuid}/quote/accept`, {});
    const events = (await app.store.listEvents(uuid)).map((e) => e.type);
    expect(events.filter((t) => t === 'quote.accepted')).toHaveLength(1);
    await app.providers.email.outbox.deliverPending();
    const mails = readdirSync(app.outboxDir).map((f) => readFileSync(join(app.outboxDir, f), 'utf8'));
    const reference = accepted.quote.reference as string;
    // The purchase confirmation's subject as emails.json words it (a header line folded when long).
    const subject = journeyText('content/emails.json#/purchase/subject', {
      brand: journeyText('content/brand.json#/name'),
      reference,
    });
    expect(mails.filter((m) => m.replace(/\r?\n[ \t]+/g, ' ').includes(`Subject: ${subject}`))).toHaveLength(
      1,
    );

    const { portal_url } = await ok('GET', `/api/proposal/${uuid}/generate-portal-link`);
    const portal = await app.call('GET', portal_url, { xhr: false });
    expect(portal.status).toBe(200);
    expect(String(portal.body)).toContain(accepted.quote.reference);
    // Paying again starts nothing: the policy is bought.
    expect(
      (await ok('POST', `/api/proposal/${uuid}/quote/payment`, { return_url: '/quote/thankyou' })).status,
    ).toBe('succeeded');
  });

  test('monthly: direct debit after the credit check, card for the deposit, accept with the mandate', async () => {
    const { uuid } = await quoted();
    await ok('POST', `/api/proposal/${uuid}/payment-option`, { is_pay_monthly: true });
    const confirmed = await summary(uuid);
    const saved = await ok('POST', `/api/proposal/${uuid}/pay-monthly`, {
      is_pay_monthly: true,
      direct_debit: {
        is_proposer_account_holder: true,
        account_name: 'James OConnor',
        account_number: '66374958',
        sort_code: '089999',
        collection_day: 1,
      },
    });
    expect(saved.is_pay_monthly).toBe(true);
    const { started } = await payByCard(uuid, '4242424242424242');
    expect(started.amount).toBe(confirmed.quote.monthly_deposit);
    const accepted = await ok('POST', `/api/proposal/${uuid}/quote/accept`, {});
    expect(accepted.quote.is_accepted).toBe(true);
  });

  test('a declined card leaves the proposal unpaid; a new payment then succeeds', async () => {
    const { uuid } = await quoted();
    await summary(uuid);
    const declined = await payByCard(uuid, '4000 0000 0000 0002');
    expect(declined.location).toContain('/quote/payment/failed');
    expect((await ok('GET', `/api/proposal/${uuid}`)).is_purchased).toBeFalsy();
    const retried = await payByCard(uuid, '4242424242424242');
    expect(retried.location).toBe(`/quote/thankyou?uuid=${uuid}`);
  });

  test('recall finds the quote by reference, postcode and date of birth, and nothing else does', async () => {
    const { proposal } = await quoted();
    const reference = proposal.quote!.reference!;
    const postcode = proposal.risk!.proposer!.address!.postcode!;
    const dob = proposal.risk!.proposer!.date_of_birth!;
    const found = await ok('POST', '/api/proposal/recall', {
      reference,
      postcode: postcode.toLowerCase().replace(' ', ''),
      dob,
    });
    expect(found.uuid).toBe(proposal.uuid);
    expect(found.addons).toEqual(
      proposal.quote!.addons!.map(({ code, is_selected }) => ({ code, is_selected })),
    );
    const wrong = await app.call('POST', '/api/proposal/recall', {
      body: { reference, postcode, dob: '1990-01-01' },
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.error).toBe('not_found');
  });
});
