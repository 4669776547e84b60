import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CreditProvider } from '../../server/providers/credit/creditProvider';
import type { PaymentStore } from '../../server/providers/payment/paymentStore';
import { CREDIT_CHECKS_PER_PROPOSAL, creditChecksTooManyMessage } from '../../server/routes/payMonthly';
import { proposalFixture, setAnswer } from '../fixtures/index';
import { journeyText, questionMessage } from '../support/journey/journeyText';
import { testEngines } from '../support/stores/testStores';
import { buildTestApp, type TestApp } from '../support/testApp';
import { confirmed, mandate, ok, payOnCardPage, quoted } from './buyPolicy';
import { expectRefusedOnEverySave, expectRefusedUnwritten } from './refusedUnwritten';

// A hostile client, and two tabs or a double click sending the calls after the form at the same
// moment: whatever order their reads and writes meet in, a proposal is bought once and no card is
// charged for a policy already bought or a price already gone; answers the form can never give
// (pence in an amount, a salutation that is not a name, a line break in a one-line answer) are
// refused on every save; and a paid outside check cannot be run in a loop.

/** The payment store, with the next payment it records held back until the test lets it go. */
function heldPayments(payments: PaymentStore) {
  let hold: { reached: () => void; go: Promise<void> } | undefined;
  const held: PaymentStore = Object.create(payments);
  held.insert = async (...args) => {
    const waiting = hold;
    hold = undefined;
    if (waiting) {
      waiting.reached();
      await waiting.go;
    }
    return payments.insert(...args);
  };
  return {
    payments: held,
    /** Holds the next insert; answers when it is reached and the function that lets it go. */
    holdNext() {
      let release = () => {};
      let reached = () => {};
      const arrived = new Promise<void>((resolve) => {
        reached = resolve;
      });
      hold = {
        reached: () => reached(),
        go: new Promise<void>((resolve) => {
          release = resolve;
        }),
      };
      return { arrived, release: () => release() };
    },
  };
}

describe.each(testEngines())('payments raced from two tabs on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  let gate: ReturnType<typeof heldPayments>;
  beforeAll(async () => {
    const { store, done } = await open();
    drop = done;
    app = await buildTestApp({
      store,
      providers: ({ defaults }) => {
        gate = heldPayments(defaults.payments);
        return { payments: gate.payments };
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const startPayment = (uuid: string) =>
    app.call('POST', `/api/proposal/${uuid}/quote/payment`, {
      body: { return_url: `/quote/thankyou?uuid=${uuid}` },
    });
  const succeeded = async (uuid: string) =>
    (await app.providers.payments.listForProposal(uuid)).filter((p) => p.status === 'succeeded');

  /** Quoted, paying annually, its declarations confirmed. */
  async function annual(): Promise<string> {
    const uuid = await quoted(app);
    await ok(app, 'POST', `/api/proposal/${uuid}/payment-option`, { is_pay_monthly: false });
    await confirmed(app, uuid);
    return uuid;
  }

  test('a card page left open while another tab changes the quote takes nothing; one the change leaves payable stays', async () => {
    const uuid = await annual();
    const opened = await ok(app, 'POST', `/api/proposal/${uuid}/quote/payment`, {
      return_url: `/quote/thankyou?uuid=${uuid}`,
    });
    // Tab two confirms the contact details again: the quote and its price stand, the page stays.
    await confirmed(app, uuid);
    expect((await app.call('GET', opened.payment_url, { xhr: false })).status).toBe(200);
    // Tab two then takes an add-on off: a new price, so the page tab one has open takes nothing.
    const offered = (await ok(app, 'GET', `/api/proposal/${uuid}`)).quote.addons as {
      code: string;
      is_selected?: boolean;
    }[];
    await ok(app, 'POST', `/api/proposal/${uuid}/addons`, {
      addons: offered.map(({ code }) => ({ code, is_selected: code === 'LE' })),
    });
    expect((await app.call('GET', opened.payment_url, { xhr: false })).status).toBe(410);
    await payOnCardPage(app, opened.payment_url);
    expect(await app.providers.payments.listForProposal(uuid)).toMatchObject([{ status: 'void' }]);
    expect((await app.store.listEvents(uuid)).map((e) => e.type)).not.toContain(
      'payment.succeeded_after_change',
    );
  });

  test('a card page recorded from a read the quote has since moved past is refused, and takes nothing', async () => {
    const uuid = await annual();
    const held = gate.holdNext();
    const first = startPayment(uuid);
    await held.arrived;
    // Tab two takes the add-ons off while tab one's payment is being recorded for the old price.
    const offered = (await ok(app, 'GET', `/api/proposal/${uuid}`)).quote.addons as { code: string }[];
    await ok(app, 'POST', `/api/proposal/${uuid}/addons`, {
      addons: offered.map(({ code }) => ({ code, is_selected: code === 'LE' })),
    });
    held.release();
    const late = await first;
    expect(late.status, JSON.stringify(late.body)).toBe(409);
    expect(await app.providers.payments.listForProposal(uuid)).toMatchObject([{ status: 'void' }]);
  });

  test('a card page recorded from a read before another tab switched to monthly is refused, and takes nothing', async () => {
    const uuid = await annual();
    // Tab one asks for the annual card page; its payment is held as it is recorded.
    const held = gate.holdNext();
    const first = startPayment(uuid);
    await held.arrived;
    // Tab two switches to monthly, gives the Direct Debit and opens the deposit's card page.
    await ok(app, 'POST', `/api/proposal/${uuid}/payment-option`, { is_pay_monthly: true });
    await confirmed(app, uuid);
    await ok(app, 'POST', `/api/proposal/${uuid}/pay-monthly`, {
      is_pay_monthly: true,
      direct_debit: mandate,
    });
    const deposit = await ok(app, 'POST', `/api/proposal/${uuid}/quote/payment`, {
      return_url: `/quote/thankyou?uuid=${uuid}`,
    });
    held.release();
    // Tab one's call, recorded from the annual read, is refused: its payment would buy nothing.
    const stale = await first;
    expect(stale.status).toBe(409);
    const [recorded] = (await app.providers.payments.listForProposal(uuid)).filter(
      (p) => p.id !== deposit.payment_url.split('/').pop(),
    );
    expect(recorded?.status).toBe('void');

    // The deposit buys the policy; the page of tab one's payment takes nothing.
    expect(await payOnCardPage(app, deposit.payment_url)).toBe(`/quote/thankyou?uuid=${uuid}`);
    await payOnCardPage(app, `/hosted-payments/${recorded?.id}`);
    expect(await succeeded(uuid)).toHaveLength(1);
  });

  test('a card page recorded after the policy was bought takes nothing', async () => {
    const uuid = await annual();
    const held = gate.holdNext();
    const first = startPayment(uuid);
    await held.arrived;
    // Tab two pays and buys while tab one's payment is still being recorded.
    const bought = await ok(app, 'POST', `/api/proposal/${uuid}/quote/payment`, {
      return_url: `/quote/thankyou?uuid=${uuid}`,
    });
    expect(await payOnCardPage(app, bought.payment_url)).toBe(`/quote/thankyou?uuid=${uuid}`);
    held.release();
    const late = (await first).body as { payment_url: string; status: string };

    // The late call answers the policy bought, and the payment it recorded takes nothing.
    expect(late).toMatchObject({ status: 'succeeded', payment_url: `/quote/thankyou?uuid=${uuid}` });
    const [, recorded] = await app.providers.payments.listForProposal(uuid);
    expect(recorded?.status).toBe('void');
    await payOnCardPage(app, `/hosted-payments/${recorded?.id}`);
    expect(await succeeded(uuid)).toHaveLength(1);
  });
});

describe.each(testEngines())('amounts in whole pounds on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const { store, done } = await open();
    drop = done;
    app = await buildTestApp({ store });
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const claim = 'risk.proposer.driver_details.claims.0';
  // The form's amounts take whole pounds (pence typed are not stored): the API takes no more.
  test.each([
    ['the van value', 'risk.vehicle.value', 16500.5],
    ['a fine', 'risk.proposer.driver_details.licence.convictions.0.fine', 99.99],
    ['a claim for own damage', `${claim}.own_damage_cost`, 0.001],
    ['a claim for a third party', `${claim}.third_party_cost`, 1200.5],
  ])('%s in pence is refused on every save, and never priced', async (_name, path, amount) => {
    const sent = setAnswer(proposalFixture(), path, amount);
    if (path.endsWith('third_party_cost')) setAnswer(sent, `${claim}.has_third_party_cost`, true);
    const refusal = { path, message: questionMessage(path, 'type') };
    await expectRefusedOnEverySave(app, refusal, sent, '/api/proposal?steps=7');
    // Saved on the first step, before its own step checks it, it is refused when quoted.
    const early = await ok(app, 'POST', '/api/proposal', sent);
    await expectRefusedUnwritten(app, refusal, {
      method: 'POST',
      path: `/api/proposal/${early.uuid as string}/quote`,
      body: {},
    });
  });
});

describe.each(testEngines())('the e-mails greet a name, nothing else, on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const { store, done } = await open();
    drop = done;
    app = await buildTestApp({ store });
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const path = 'risk.proposer.name.salutation';
  // The form never asks it, but the quote e-mail greets with it, to whatever address the proposal names.
  test.each([
    'customer. Your policy is suspended: call 09001234567',
    "Mr O'Connor\r\nBcc: someone@example.com",
    'see https://example.com',
  ])('a salutation that is not a name (%j) is refused on every save', async (salutation) => {
    const sent = setAnswer(proposalFixture(), path, salutation);
    const refusal = { path, message: journeyText('content/validation-messages.json#/formats/full-name') };
    await expectRefusedOnEverySave(app, refusal, sent);
  });

  test('a salutation that is a name is kept, and the quote e-mail greets with it', async () => {
    const created = await ok(app, 'POST', '/api/proposal', setAnswer(proposalFixture(), path, "Mr O'Connor"));
    const uuid = created.uuid as string;
    await ok(app, 'POST', `/api/proposal/${uuid}/quote`);
    await ok(app, 'POST', `/api/proposal/${uuid}/send-quote-email`, {});
    const [email] = await app.store.db
      .selectFrom('email_outbox')
      .select('body_text')
      .where('proposal_uuid', '=', uuid)
      .execute();
    expect(email?.body_text).toContain(
      journeyText('content/emails.json#/greeting/salutation', { salutation: "Mr O'Connor" }),
    );
  });
});

describe.each(testEngines())('credit checks asked in a loop on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  let searches = 0;
  beforeAll(async () => {
    const { store, done } = await open();
    drop = done;
    app = await buildTestApp({
      store,
      config: { sessionIdleMinutes: 24 * 60 },
      providers: ({ defaults }) => {
        const credit: CreditProvider = Object.create(defaults.credit);
        credit.softSearch = (application) => {
          searches += 1;
          return defaults.credit.softSearch(application);
        };
        return { credit };
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  // Each call runs a soft search of someone's credit file, a paid call: a client calling in a loop,
  // or naming one account holder after another, is held to a few an hour per proposal.
  test('pay-monthly runs so many soft searches an hour for a proposal, then 429 with nothing searched or saved', async () => {
    const uuid = await quoted(app);
    await ok(app, 'POST', `/api/proposal/${uuid}/payment-option`, { is_pay_monthly: true });
    await confirmed(app, uuid);
    const body = { is_pay_monthly: true, direct_debit: mandate };
    for (let i = 0; i < CREDIT_CHECKS_PER_PROPOSAL.max; i += 1) {
      await ok(app, 'POST', `/api/proposal/${uuid}/pay-monthly`, body);
    }
    expect(searches).toBe(CREDIT_CHECKS_PER_PROPOSAL.max);
    const before = app.writes();
    const refused = await app.call('POST', `/api/proposal/${uuid}/pay-monthly`, { body });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(refused.body).toEqual({ error: 'rate_limited', message: creditChecksTooManyMessage(wait) });
    expect(searches).toBe(CREDIT_CHECKS_PER_PROPOSAL.max);
    expect(app.writes()).toBe(before);

    // Once the hour has room, the check runs again.
    app.advance(CREDIT_CHECKS_PER_PROPOSAL.windowMs);
    await ok(app, 'POST', `/api/proposal/${uuid}/pay-monthly`, body);
    expect(searches).toBe(CREDIT_CHECKS_PER_PROPOSAL.max + 1);
  });
});

describe.each(testEngines())('answers written on one line on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const { store, done } = await open();
    drop = done;
    app = await buildTestApp({ store });
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const message = journeyText('content/validation-messages.json#/formats/one-line');
  // The form's text boxes and address lists never give a line break, a control character or a
  // direction override; the lines go on the policy's pages, e-mails and to the credit check.
  test.each([
    ['risk.proposer.address.line_1', '14 Brudenell Grove\r\nBcc: someone@example.com'],
    ['risk.proposer.address.line_2', 'Hyde\u0007Park'],
    ['risk.vehicle.modifications.0.description', 'Roof rack\u202Ekcar fooR'],
  ])('%s holding %j is refused on every save', async (path, text) => {
    const sent = setAnswer(proposalFixture(), path, text);
    const refusal = { path, message };
    await expectRefusedOnEverySave(app, refusal, sent);
  });

  test("the Direct Debit's account holder's address is held to one line too", async () => {
    const uuid = await quoted(app);
    await ok(app, 'POST', `/api/proposal/${uuid}/payment-option`, { is_pay_monthly: true });
    await confirmed(app, uuid);
    const holder = {
      is_proposer_account_holder: false,
      account_name: 'Anne Smith',
      account_number: mandate.account_number,
      sort_code: mandate.sort_code,
      collection_day: 1,
      third_party: {
        title: 'Mrs',
        forename: 'Anne',
        surname: 'Smith',
        date_of_birth: '1960-01-01',
        address: { line_1: '1 High Street\nLeeds', postcode: 'LS6 1HR' },
      },
    };
    await expectRefusedUnwritten(
      app,
      { path: 'direct_debit.third_party.address.line_1', message },
      {
        method: 'POST',
        path: `/api/proposal/${uuid}/pay-monthly`,
        body: { is_pay_monthly: true, direct_debit: holder },
      },
    );
  });
});
