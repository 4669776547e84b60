import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DirectDebit, Proposal } from '../../schemas/generated/index';
import type { KyselyStore } from '../storage/kyselyStore';
import { type Store, VersionConflictError } from '../storage/store';
import { MANDATE_MISSING_MESSAGE, NOT_PAID_MESSAGE } from './accept';
import { thankYouView } from './customerView';
import { journeyText, questionMessage } from '../../tests/support/journey/journeyText';
import { buildTestApp, type TestApp } from '../../tests/support/testApp';
import { directDebitMessages } from '../providers/credit';

const mandate: DirectDebit = {
  account_number: '66374958',
  sort_code: '089999',
  account_name: "James O'Connor",
  collection_day: 1,
  is_proposer_account_holder: true,
};
const monthly = (p: Proposal) => {
  p.is_pay_monthly = true;
};
const monthlyWithMandate = (p: Proposal) => {
  p.is_pay_monthly = true;
  p.direct_debit = mandate;
};

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const accept = (uuid: string, body?: unknown) =>
  app.call('POST', `/api/proposal/${uuid}/quote/accept`, { body });
const fraudChecked = (uuid: string, result: 'allow' | 'review' | 'deny') =>
  app.store.appendEvent(
    uuid,
    { type: 'fraud.checked', data: { provider: 'embedded', result, reason: 'ok', tracking_number: 't' } },
    app.now(),
  );
const eventTypes = async (uuid: string) => (await app.store.listEvents(uuid)).map((e) => e.type);

describe('POST /api/proposal/:id/quote/accept', () => {
  test("a paid quote without the summary page's declarations: 409 declarations_required, nothing accepted", async () => {
    const { uuid } = await app.proposal('purchased', (p) => {
      if (p.quote) delete p.quote.is_confirmed;
    });
    const answer = await accept(uuid, {});
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe('declarations_required');
    expect((await app.store.getProposal(uuid))?.isAccepted).toBe(false);
    expect(await app.emails(uuid)).toEqual([]);
  });

  test('accepts a paid quote: is_accepted on the proposal, its quote and its record, one e-mail', async () => {
    const { uuid } = await app.proposal('purchased');
    await fraudChecked(uuid, 'allow');
    const answer = await accept(uuid, {});
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      uuid,
      is_accepted: true,
      is_purchased: true,
      quote: { is_accepted: true },
    });
    const record = await app.store.getProposal(uuid);
    expect(record?.isAccepted).toBe(true);
    // A bought policy is answered as the thank-you page needs it, nothing more.
    expect(answer.body).toEqual(thankYouView(record!.document));
    expect(answer.headers.get('etag')).toBe(`"${record?.version}"`);
    const events = await app.store.listEvents(uuid);
    expect(events.find((e) => e.type === 'quote.accepted')?.data).toEqual({
      fraud_result: 'allow',
      is_pay_monthly: false,
    });
    expect(events.at(-1)).toMatchObject({ type: 'email.queued', data: { kind: 'purchase' } });
    expect(await app.emails(uuid)).toEqual([{ kind: 'purchase', to: 'james.oconnor84@example.com' }]);
    expect((await app.call('GET', `/api/proposal/${uuid}`)).body).toEqual(answer.body);
  });

  test('a second click, a reload or a retry answers the same and accepts or e-mails nothing more', async () => {
    const { uuid } = await app.proposal('purchased');
    const first = await accept(uuid);
    const events = await app.store.listEvents(uuid);
    for (const body of [undefined, {}, { direct_debit: mandate }]) {
      const again = await accept(uuid, body);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
    }
    expect(await app.store.listEvents(uuid)).toEqual(events);
    expect(await app.emails(uuid)).toHaveLength(1);
    expect((await app.store.getProposal(uuid))?.version).toBe(2);
  });

  test('without a recorded fraud check, acceptance runs the check itself and follows it', async () => {
    const { uuid } = await app.proposal('purchased');
    await accept(uuid);
    const events = await app.store.listEvents(uuid);
    const checked = events.find((e) => e.type === 'fraud.checked');
    // No fingerprint was stored: the embedded check cannot read one, so it asks for a review.
    expect(checked?.data).toMatchObject({ source: 'accept', result: 'review' });
    const accepted = events.find((e) => e.type === 'quote.accepted');
    expect(accepted?.data.fraud_result).toBe('review');
  });

  test('without a recorded fraud check, a deny from the check acceptance runs refuses it', async () => {
    const deny = {
      name: 'deny-all',
      check: async () => ({ result: 'deny', reason: 'device_reused', tracking_number: '1' }),
    } as const;
    const denying = await buildTestApp({ providers: { fraud: deny as never } });
    try {
      const { uuid } = await denying.proposal('purchased');
      const answer = await denying.call('POST', `/api/proposal/${uuid}/quote/accept`, { body: {} });
      expect(answer.status).toBe(200);
      expect(answer.body.is_accepted ?? false).toBe(false);
      expect((await denying.store.getProposal(uuid))?.isAccepted).toBe(false);
      const types = (await denying.store.listEvents(uuid)).map((e) => e.type);
      expect(types.slice(-2)).toEqual(['fraud.checked', 'quote.accept_refused']);
    } finally {
      await denying.close();
    }
  });

  test.each([
    { checks: ['deny'] as const, accepted: false },
    { checks: ['allow', 'deny'] as const, accepted: false },
    { checks: ['deny', 'allow'] as const, accepted: false },
    { checks: ['review'] as const, accepted: true },
  ])(
    'fraud checks $checks: accepted $accepted (a deny stands, else the latest decides)',
    async ({ checks, accepted }) => {
      const { uuid } = await app.proposal('purchased');
      for (const result of checks) await fraudChecked(uuid, result);
      const before = await app.store.getProposal(uuid);
      const answer = await accept(uuid, {});
      expect(answer.status).toBe(200);
      expect(answer.body.quote.is_accepted).toBe(accepted);
      expect(answer.body.is_accepted ?? false).toBe(accepted);
      if (!accepted) {
        expect(answer.body).toEqual(thankYouView(before!.document));
        expect(await app.store.getProposal(uuid)).toEqual(before);
        expect((await eventTypes(uuid)).at(-1)).toBe('quote.accept_refused');
        expect(await app.emails(uuid)).toEqual([]);
      } else {
        expect(await eventTypes(uuid)).toContain('quote.accepted');
        expect(await app.emails(uuid)).toHaveLength(1);
      }
    },
  );

  test('refuses a quote that is not paid for with 409 and writes nothing', async () => {
    const { uuid } = await app.proposal('quoted');
    const before = await app.store.getProposal(uuid);
    const answer = await accept(uuid, {});
    expect(answer).toMatchObject({ status: 409, body: { error: 'conflict', message: NOT_PAID_MESSAGE } });
    expect(await app.store.getProposal(uuid)).toEqual(before);
    expect(await eventTypes(uuid)).toEqual(['proposal.created']);
  });

  describe('paying monthly', () => {
    test('uses the mandate pay-monthly stored', async () => {
      const { uuid } = await app.proposal('purchased', monthlyWithMandate);
      const answer = await accept(uuid, {});
      expect(answer.status).toBe(200);
      // The answer is the thank-you view: the mandate stays on the server.
      expect(answer.body).toMatchObject({ is_accepted: true });
      expect(answer.body.direct_debit).toBeUndefined();
      expect((await app.store.getProposal(uuid))?.document.direct_debit).toEqual(mandate);
      const event = (await app.store.listEvents(uuid)).find((e) => e.type === 'quote.accepted');
      expect(event?.data).toEqual({
        fraud_result: 'review',
        is_pay_monthly: true,
        direct_debit: 'stored',
      });
    });

    test('stores the mandate given with the call when none was stored, and logs no bank details', async () => {
      const { uuid } = await app.proposal('purchased', monthly);
      const answer = await accept(uuid, { direct_debit: { ...mandate, collection_day: undefined } });
      expect(answer.status).toBe(200);
      expect(answer.body.direct_debit).toBeUndefined();
      expect((await app.store.getProposal(uuid))?.document.direct_debit).toEqual(mandate);
      const events = JSON.stringify(await app.store.listEvents(uuid));
      expect(events).toContain('"direct_debit":"request"');
      expect(events).not.toContain(mandate.account_number);
      expect(app.logs.join('')).not.toContain(mandate.account_number);
    });

    test("the collection day is the start date's day of the month, whatever the mandate says", async () => {
      const { uuid } = await app.proposal('purchased', (p) => {
        p.is_pay_monthly = true;
        p.risk = { ...p.risk, start_date: '2026-12-09' };
      });
      const answer = await accept(uuid, { direct_debit: { ...mandate, collection_day: 3 } });
      expect(answer.status).toBe(200);
      expect((await app.store.getProposal(uuid))?.document.direct_debit?.collection_day).toBe(9);

      const stored = await app.proposal('purchased', (p) => {
        monthlyWithMandate(p);
        p.risk = { ...p.risk, start_date: '2026-11-30' };
      });
      expect((await accept(stored.uuid, {})).status).toBe(200);
      expect((await app.store.getProposal(stored.uuid))?.document.direct_debit?.collection_day).toBe(28);
    });

    test('without any mandate: 422 and nothing written', async () => {
      const { uuid } = await app.proposal('purchased', monthly);
      const before = await app.store.getProposal(uuid);
      const answer = await accept(uuid, {});
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        error: 'invalid',
        message: MANDATE_MISSING_MESSAGE,
        errors: [{ path: 'direct_debit', message: MANDATE_MISSING_MESSAGE }],
      });
      expect(await app.store.getProposal(uuid)).toEqual(before);
      expect(await app.emails(uuid)).toEqual([]);
    });

    test.each([
      {
        description: 'a sort code of 5 digits',
        direct_debit: { ...mandate, sort_code: '08999' },
        path: 'direct_debit.sort_code',
        message: journeyText('content/validation-messages.json#/formats/sort-code'),
      },
      {
        description: 'no account name',
        direct_debit: { ...mandate, account_name: undefined },
        path: 'direct_debit.account_name',
        message: journeyText('content/validation-messages.json#/required'),
      },
      {
        description: 'an account that fails the modulus check',
        direct_debit: { ...mandate, account_number: '66374959' },
        path: 'direct_debit.account_number',
        message: directDebitMessages.modulus,
      },
      {
        description: 'a third-party holder under 18',
        direct_debit: {
          ...mandate,
          is_proposer_account_holder: false,
          third_party: {
            title: 'Mr',
            forename: 'Young',
            surname: 'Payer',
            date_of_birth: '2010-01-01',
            address: { line_1: '1 Main Street', postcode: 'LS1 1AA' },
          },
        },
        path: 'direct_debit.third_party.date_of_birth',
        message: questionMessage('direct_debit.third_party.date_of_birth', 'minAge', 'direct-debit'),
      },
    ])(
      'refuses a mandate with $description (422, nothing written)',
      async ({ direct_debit, path, message }) => {
        const { uuid } = await app.proposal('purchased', monthly);
        const before = await app.store.getProposal(uuid);
        const answer = await accept(uuid, { direct_debit });
        expect(answer.status).toBe(422);
        expect(answer.body.errors).toContainEqual({ path, message });
        expect(await app.store.getProposal(uuid)).toEqual(before);
      },
    );
  });

  test('paying in full ignores a mandate sent with the call', async () => {
    const { uuid } = await app.proposal('purchased');
    const answer = await accept(uuid, { direct_debit: mandate });
    expect(answer.status).toBe(200);
    expect(answer.body.direct_debit).toBeUndefined();
  });

  test('a proposal without an e-mail address is accepted; no e-mail is queued', async () => {
    const { uuid } = await app.proposal('purchased', (p) => {
      delete p.risk?.proposer?.email_address;
    });
    const answer = await accept(uuid);
    expect(answer.body.is_accepted).toBe(true);
    expect(await app.emails(uuid)).toEqual([]);
  });

  test('a bought policy stays reachable after its quote session: no 419', async () => {
    const { uuid } = await app.proposal('purchased');
    app.advance(3 * 3_600_000);
    expect((await accept(uuid)).status).toBe(200);
  });

  test.each([
    { description: 'an unknown field', raw: '{"accept":true}', status: 422 },
    { description: 'an array', raw: '[]', status: 422 },
    { description: 'a string', raw: '"yes"', status: 422 },
    { description: 'null', raw: 'null', status: 422 },
    { description: 'a mandate that is not an object', raw: '{"direct_debit":"66374958"}', status: 422 },
    { description: 'broken JSON', raw: '{"direct_debit":', status: 400 },
  ])('refuses $description with $status', async ({ raw, status }) => {
    const { uuid } = await app.proposal('purchased');
    const answer = await app.call('POST', `/api/proposal/${uuid}/quote/accept`, {
      raw,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(status);
    expect((await app.store.getProposal(uuid))?.isAccepted).toBe(false);
  });

  test('an unknown id is 404', async () => {
    const answer = await accept('6f1c2a7e-3b4d-4c5e-8f90-999999999998', {});
    expect(answer).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });
});

describe('two accepts at the same moment', () => {
  let raced: TestApp;
  let gate: Gate;
  beforeAll(async () => {
    raced = await buildTestApp({
      storeFor: (store) => {
        gate = gatedStore(store);
        return gate.store;
      },
    });
  });
  afterAll(() => raced.close());

  test('both read the same version; the quote is accepted and e-mailed once, and both answer it accepted', async () => {
    const { uuid } = await raced.proposal('purchased');
    gate.arm(2);
    const answers = await Promise.all(
      [1, 2].map(() => raced.call('POST', `/api/proposal/${uuid}/quote/accept`, { body: {} })),
    );
    expect(gate.conflicts()).toBe(1);
    expect(answers.map((a) => [a.status, a.body.is_accepted, a.body.quote.is_accepted])).toEqual([
      [200, true, true],
      [200, true, true],
    ]);
    const types = (await raced.store.listEvents(uuid)).map((e) => e.type);
    expect(types.filter((t) => t === 'quote.accepted')).toHaveLength(1);
    expect(types.filter((t) => t === 'email.queued')).toHaveLength(1);
    expect(await raced.emails(uuid)).toHaveLength(1);
  });
});

interface Gate {
  store: Store;
  /** The next `n` reads of a proposal wait for each other, so they all see the same version. */
  arm: (n: number) => void;
  conflicts: () => number;
}

function gatedStore(store: KyselyStore): Gate {
  let waiting: (() => void)[] = [];
  let expected = 0;
  let conflicts = 0;
  const gated: Store = Object.create(store);
  gated.getProposal = async (uuid) => {
    const record = await store.getProposal(uuid);
    if (expected > 0) {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length === expected) {
          expected = 0;
          for (const release of waiting) release();
          waiting = [];
        }
      });
    }
    return record;
  };
  gated.saveProposal = async (...args) => {
    try {
      return await store.saveProposal(...args);
    } catch (error) {
      if (error instanceof VersionConflictError) conflicts += 1;
      throw error;
    }
  };
  return {
    store: gated,
    arm: (n) => {
      expected = n;
    },
    conflicts: () => conflicts,
  };
}
