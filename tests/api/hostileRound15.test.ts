import { describe, expect, test } from 'vitest';
import type { Address, Proposal } from '../../schemas/generated/index';
import { proposalFixture, setAnswer } from '../fixtures/index';
import { journeyText } from '../support/journey/journeyText';
import { confirmed, mandate, mandated, ok, payByCard, payOnCardPage, quoted } from './buyPolicy';
import { appOn, testEngines } from './testEngines';

// A hostile client's fifteenth round: answers changed after the checks that depended on them.

describe.each(testEngines)('a credit check of someone the proposer no longer is on $name', (engine) => {
  const on = appOn(engine);

  /** Another address the lookup finds at the proposer's postcode: a move the price does not read. */
  async function neighbour(address: Address): Promise<Address> {
    const found = await ok(
      on.app,
      'GET',
      `/api/address?postcode=${encodeURIComponent(address.postcode ?? '')}`,
    );
    const other = (found.addresses as Address[]).find((each) => each.line_1 !== address.line_1);
    if (!other) throw new Error('the lookup finds one address at the postcode');
    return other;
  }

  // The Direct Debit is stored once the credit check accepted it for the account holder it
  // searched; when the proposer holds the account, a save that moves them next door (or changes
  // their title) leaves the price as it was, and kept the mandate: the deposit bought monthly
  // cover on a soft search of another address.
  test.each([
    [
      'moves next door',
      async (proposal: Proposal) => ({
        ...proposal.risk?.proposer?.address,
        ...(await neighbour(proposal.risk?.proposer?.address ?? {})),
      }),
      'risk.proposer.address',
    ],
    ['changes title', async () => 'Dr', 'risk.proposer.name.title'],
  ])(
    'a proposer who %s after the credit check is searched again before paying monthly',
    async (_change, answer, path) => {
      const uuid = await mandated(on.app);
      const opened = await ok(on.app, 'POST', `/api/proposal/${uuid}/quote/payment`, {
        return_url: `/quote/thankyou?uuid=${uuid}`,
      });
      const stored = (await ok(on.app, 'GET', `/api/proposal/${uuid}`)) as Proposal;
      const quote = stored.quote;
      await ok(
        on.app,
        'POST',
        `/api/proposal/${uuid}`,
        setAnswer(structuredClone(stored), path, await answer(stored)),
      );

      const saved = await on.app.store.getProposal(uuid);
      // The price is the same; the mandate is not kept.
      expect(saved?.document.quote?.premium).toBe(quote?.premium);
      expect(saved?.document.direct_debit).toBeUndefined();
      const events = await on.app.store.listEvents(uuid);
      expect(events.filter((event) => event.data.mandate_removed === true)).toHaveLength(1);
      // The deposit's card page opened before takes nothing; declared again (the address is an
      // answer the summary's declaration covers), no new one opens without a mandate.
      expect(await payOnCardPage(on.app, opened.payment_url as string)).toBe('');
      await confirmed(on.app, uuid);
      const refused = await on.app.call('POST', `/api/proposal/${uuid}/quote/payment`, {
        body: { return_url: `/quote/thankyou?uuid=${uuid}` },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(journeyText('content/errors.json#/api/mandateMissing'));
      expect((await on.app.store.getProposal(uuid))?.isPurchased).toBe(false);

      // The Direct Debit given again is checked on the proposer as now answered, and the deposit is paid.
      await ok(on.app, 'POST', `/api/proposal/${uuid}/pay-monthly`, {
        is_pay_monthly: true,
        direct_debit: mandate,
      });
      expect(await payByCard(on.app, uuid)).toBe(`/quote/thankyou?uuid=${uuid}`);
    },
  );

  test("the price page's update that moves the proposer takes the mandate off too", async () => {
    const uuid = await mandated(on.app);
    const stored = (await ok(on.app, 'GET', `/api/proposal/${uuid}`)) as Proposal;
    const address = stored.risk?.proposer?.address ?? {};
    const moved = setAnswer(structuredClone(stored), 'risk.proposer.address', {
      ...address,
      ...(await neighbour(address)),
    });
    await ok(on.app, 'POST', '/json/proposal/update', moved);
    const saved = await on.app.store.getProposal(uuid);
    expect(saved?.document.quote?.premium).toBe(stored.quote?.premium);
    expect(saved?.document.direct_debit).toBeUndefined();
  });
});

describe.each(testEngines)('a name typed two ways on $name', (engine) => {
  const on = appOn(engine);

  /** The fixture with the proposer's first names and first address line as given. */
  function typed(forenames: string, line1: string): Proposal {
    const proposal = setAnswer(proposalFixture(), 'risk.proposer.name.forenames', forenames);
    return setAnswer(proposal, 'risk.proposer.address.line_1', line1);
  }
  const line1 = proposalFixture().risk?.proposer?.address?.line_1 ?? '';

  // Names and addresses were stored as sent: an accent typed as its own character (e + U+0301, as
  // some keyboards and integrators' systems send it) and runs of spaces were kept, so the same
  // person typed twice compared as two (the quote, which names the drivers, was taken off) and
  // the documents printed the gaps.
  test('is stored as one typing of it, and typed the other way changes nothing', async () => {
    const decomposed = typed('Zoe\u0308  Anne', `  ${line1.replace(' ', '   ')} `);
    const uuid = (await ok(on.app, 'POST', '/api/proposal', decomposed)).uuid as string;
    await ok(on.app, 'POST', `/api/proposal/${uuid}/quote`);
    const stored = (await on.app.store.getProposal(uuid))?.document;
    expect(stored?.risk?.proposer?.name?.forenames).toBe('Zo\u00eb Anne');
    expect(stored?.risk?.proposer?.address?.line_1).toBe(line1);
    const reference = stored?.quote?.reference;

    const composed = setAnswer(
      structuredClone(stored) as Proposal,
      'risk.proposer.name.forenames',
      ' Zoe\u0308 Anne  ',
    );
    await ok(on.app, 'POST', `/api/proposal/${uuid}`, composed);
    const again = (await on.app.store.getProposal(uuid))?.document;
    expect(again?.quote?.reference).toBe(reference);
    expect(again?.quote?.is_quoted).toBe(true);
  });

  test.each([["O'Brien"], ['Zo\u00eb'], ['Ann-Marie'], ['St. John'], ['Mary Ann']])(
    'a name typed as %j is stored as typed',
    async (forenames) => {
      const uuid = (await ok(on.app, 'POST', '/api/proposal', typed(forenames, line1))).uuid as string;
      expect((await on.app.store.getProposal(uuid))?.document.risk?.proposer?.name?.forenames).toBe(
        forenames,
      );
    },
  );
});

describe.each(testEngines)('a van sold without its registration on $name', (engine) => {
  const on = appOn(engine);

  const message = journeyText('content/price.json#/actions/registrationMissing');
  const plate = proposalFixture().risk?.vehicle?.registration;

  /** The fixture's van answered as having no registration yet. */
  function unregistered(proposal: Proposal): Proposal {
    setAnswer(proposal, 'risk.vehicle.has_registration', false);
    delete (proposal.risk?.vehicle as Record<string, unknown>).registration;
    return proposal;
  }

  // The price page's Continue waits for the Registration Number Check of a van quoted without its
  // registration; the server sold the policy to a client that skipped the page.
  test('a van quoted without its registration takes no payment and runs no credit check until it is found', async () => {
    const uuid = (await ok(on.app, 'POST', '/api/proposal', unregistered(proposalFixture()))).uuid as string;
    await ok(on.app, 'POST', `/api/proposal/${uuid}/quote`);
    await confirmed(on.app, uuid);
    const calls = [
      ['/quote/payment', { return_url: `/quote/thankyou?uuid=${uuid}` }],
      ['/pay-monthly', { is_pay_monthly: true, direct_debit: mandate }],
    ] as const;
    for (const [call, body] of calls) {
      const before = on.app.writes();
      const refused = await on.app.call('POST', `/api/proposal/${uuid}${call}`, { body });
      expect(refused.status, call).toBe(409);
      expect(refused.body.message).toBe(message);
      expect(on.app.writes(), call).toBe(before);
    }
    expect(await on.app.providers.payments.listForProposal(uuid)).toEqual([]);

    // The price page's check gives the plate (the van quoted) and quotes again: then it sells.
    const stored = (await ok(on.app, 'GET', `/api/proposal/${uuid}`)) as Proposal;
    setAnswer(stored, 'risk.vehicle.has_registration', true);
    setAnswer(stored, 'risk.vehicle.registration', plate);
    await ok(on.app, 'POST', '/json/proposal/update', stored);
    await confirmed(on.app, uuid);
    expect(await payByCard(on.app, uuid)).toBe(`/quote/thankyou?uuid=${uuid}`);
  });

  test('a card page opened before a save took the registration off takes nothing', async () => {
    const uuid = await quoted(on.app);
    await confirmed(on.app, uuid);
    const opened = await ok(on.app, 'POST', `/api/proposal/${uuid}/quote/payment`, {
      return_url: `/quote/thankyou?uuid=${uuid}`,
    });
    const stored = (await ok(on.app, 'GET', `/api/proposal/${uuid}`)) as Proposal;
    await ok(on.app, 'POST', `/api/proposal/${uuid}`, unregistered(stored));
    expect(await payOnCardPage(on.app, opened.payment_url as string)).toBe('');
    const payments = await on.app.providers.payments.listForProposal(uuid);
    expect(payments.map((payment) => payment.status)).toEqual(['void']);
    expect((await on.app.store.getProposal(uuid))?.isPurchased).toBe(false);
  });
});

describe.each(testEngines)('answers changed after the summary declared them on $name', (engine) => {
  const on = appOn(engine);

  const pay = (uuid: string) =>
    on.app.call('POST', `/api/proposal/${uuid}/quote/payment`, {
      body: { return_url: `/quote/thankyou?uuid=${uuid}` },
    });

  // The summary's tickbox says the questions were answered honestly; an answer the price does not
  // read (a modification's description) changed after it kept the quote confirmed, so the policy
  // was sold on answers the customer never declared.
  test('an answer the price does not read, changed after the declarations, is declared again before paying', async () => {
    const uuid = await quoted(on.app);
    await confirmed(on.app, uuid);
    const stored = (await ok(on.app, 'GET', `/api/proposal/${uuid}`)) as Proposal;
    const path = 'risk.vehicle.modifications.0.description';
    await ok(on.app, 'POST', `/api/proposal/${uuid}`, setAnswer(structuredClone(stored), path, 'Tow bar'));
    const saved = await on.app.store.getProposal(uuid);
    expect(saved?.document.quote?.reference).toBe(stored.quote?.reference);
    expect(saved?.document.quote?.is_confirmed).toBeUndefined();
    const refused = await pay(uuid);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('declarations_required');
    await confirmed(on.app, uuid);
    expect(await payByCard(on.app, uuid)).toBe(`/quote/thankyou?uuid=${uuid}`);
  });

  test('contact details changed after the declarations leave them given', async () => {
    const uuid = await quoted(on.app);
    await confirmed(on.app, uuid);
    const stored = (await ok(on.app, 'GET', `/api/proposal/${uuid}`)) as Proposal;
    const path = 'risk.proposer.email_address';
    await ok(
      on.app,
      'POST',
      `/api/proposal/${uuid}`,
      setAnswer(structuredClone(stored), path, 'sam@example.com'),
    );
    expect((await on.app.store.getProposal(uuid))?.document.quote?.is_confirmed).toBe(true);
    expect((await pay(uuid)).status).toBe(200);
  });
});
