import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Address, Proposal } from '../../schemas/generated/index';
import { setAnswer } from '../fixtures/index';
import { journeyText } from '../support/journey/journeyText';
import type { TestApp } from '../support/testApp';
import { mandate, mandated, ok, payByCard, payOnCardPage } from './buyPolicy';
import { testEngines } from './testEngines';

// A hostile client's fifteenth round: answers changed after the checks that depended on them.

describe.each(testEngines)('a credit check of someone the proposer no longer is on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ app, drop } = await open());
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  /** Another address the lookup finds at the proposer's postcode: a move the price does not read. */
  async function neighbour(address: Address): Promise<Address> {
    const found = await ok(app, 'GET', `/api/address?postcode=${encodeURIComponent(address.postcode ?? '')}`);
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
      const uuid = await mandated(app);
      const opened = await ok(app, 'POST', `/api/proposal/${uuid}/quote/payment`, {
        return_url: `/quote/thankyou?uuid=${uuid}`,
      });
      const stored = (await ok(app, 'GET', `/api/proposal/${uuid}`)) as Proposal;
      const quote = stored.quote;
      await ok(
        app,
        'POST',
        `/api/proposal/${uuid}`,
        setAnswer(structuredClone(stored), path, await answer(stored)),
      );

      const saved = await app.store.getProposal(uuid);
      // The price is the same; the mandate is not kept.
      expect(saved?.document.quote?.premium).toBe(quote?.premium);
      expect(saved?.document.direct_debit).toBeUndefined();
      const events = await app.store.listEvents(uuid);
      expect(events.filter((event) => event.data.mandate_removed === true)).toHaveLength(1);
      // The deposit's card page opened before takes nothing, and no new one opens without a mandate.
      expect(await payOnCardPage(app, opened.payment_url as string)).toBe('');
      const refused = await app.call('POST', `/api/proposal/${uuid}/quote/payment`, {
        body: { return_url: `/quote/thankyou?uuid=${uuid}` },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(journeyText('content/errors.json#/api/mandateMissing'));
      expect((await app.store.getProposal(uuid))?.isPurchased).toBe(false);

      // The Direct Debit given again is checked on the proposer as now answered, and the deposit is paid.
      await ok(app, 'POST', `/api/proposal/${uuid}/pay-monthly`, {
        is_pay_monthly: true,
        direct_debit: mandate,
      });
      expect(await payByCard(app, uuid)).toBe(`/quote/thankyou?uuid=${uuid}`);
    },
  );
});
