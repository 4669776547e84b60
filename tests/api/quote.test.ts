import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Proposal } from '../../schemas/generated/index';
import { proposalFixture, proposalStep1Fixture } from '../fixtures/index';
import { addDays } from '../support/journey/days';
import { journeyText, questionMessage, questionNumber } from '../support/journey/journeyText';
import { buildTestApp, TEST_START, type TestApp } from '../support/testApp';

const REFERENCE = /^\d{5}-\d{5}-\d{5}$/;
const QUOTE_FIELDS = [
  'is_quoted',
  'is_accepted',
  'is_purchased',
  'is_referred',
  'reference',
  'addons',
  'premium',
  'premium_subtotal',
  'monthly_total_payable',
  'monthly_total_payable_subtotal',
  'monthly_payment',
  'monthly_deposit',
  'monthly_interest',
  'monthly_initial_payment',
  'monthly_apr',
  'monthly_installments',
  'monthly_interest_percent',
  'protected_ncd_implied_price',
  'compulsory_excess',
  'granted_voluntary_excess',
  'endorsements',
  'excesses',
  'ipids',
  'wordings',
  'metadata',
];

describe('quoting through the API', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  async function created(proposal: Proposal = proposalFixture()): Promise<string> {
    return (await app.call('POST', '/api/proposal', { body: proposal })).body.uuid;
  }
  async function quoted(proposal: Proposal = proposalFixture()): Promise<{ uuid: string; body: Proposal }> {
    const uuid = await created(proposal);
    const response = await app.call('POST', `/api/proposal/${uuid}/quote`);
    expect(response.status).toBe(200);
    return { uuid, body: response.body };
  }
  const withRisk = (change: (p: Proposal) => void): Proposal => {
    const proposal = proposalFixture();
    change(proposal);
    return proposal;
  };

  test('the fixture gets a priced quote with every Quote field, a web reference and its documents', async () => {
    const { uuid, body } = await quoted();
    const quote = body.quote!;
    for (const field of QUOTE_FIELDS) expect(quote, field).toHaveProperty(field);
    expect(body).toMatchObject({ uuid, is_quoted: true, is_referred: false });
    expect(quote.reference).toMatch(REFERENCE);
    expect(quote.premium).toBeGreaterThan(400);
    expect(quote.premium).toBeLessThan(1500);
    expect(quote.monthly_installments).toBe(10);
    expect(quote.ipids!.length).toBeGreaterThan(0);
    expect(quote.wordings![0]).toMatchObject({ type: 'policyDocumentUrl' });
    expect(quote.metadata).toMatchObject({ ratebook_version: expect.any(String), rating_date: '2026-12-01' });
    expect(quote.addons!.map((a) => a.code)).not.toContain('MF');
    expect(quote.addons!.every((a) => a.is_selected === null)).toBe(true);

    const events = await app.store.listEvents(uuid);
    expect(events.at(-1)).toMatchObject({
      type: 'quote.created',
      data: {
        decision: 'quoted',
        reference: quote.reference,
        ratebook_version: quote.metadata!.ratebook_version,
      },
    });
    // The event's data keeps its keys, in their order, as the stored events have them.
    expect(events.at(-1)!.data).toStrictEqual({
      requoted: true,
      decision: 'quoted',
      reasons: [],
      reference: quote.reference,
      premium: quote.premium,
      ratebook_version: quote.metadata!.ratebook_version,
      removed_addons: [],
    });
    expect(Object.keys(events.at(-1)!.data!)).toEqual([
      'requoted',
      'decision',
      'reasons',
      'reference',
      'premium',
      'ratebook_version',
      'removed_addons',
    ]);
    expect((await app.call('GET', `/api/proposal/${uuid}`)).body.quote.reference).toBe(quote.reference);
  });

  test('asking again for an unchanged proposal answers the same quote without a write', async () => {
    const { uuid, body } = await quoted();
    const writes = app.writes();
    const again = await app.call('POST', `/api/proposal/${uuid}/quote`);
    expect(again.body).toEqual(body);
    expect(app.writes()).toBe(writes);
  });

  test('each proposal has its own reference, kept when the quote changes', async () => {
    const first = await quoted();
    const second = await quoted();
    expect(first.body.quote!.reference).not.toBe(second.body.quote!.reference);
    const changed = { ...first.body, risk: { ...first.body.risk, voluntary_excess: 500 } };
    const update = await app.call('POST', '/json/proposal/update', { body: changed });
    expect(update.status).toBe(200);
    expect(update.body.data.quote.reference).toBe(first.body.quote!.reference);
    expect(update.body.data.quote.granted_voluntary_excess).toBe(500);
    expect(update.body.data.quote.premium).toBeLessThan(first.body.quote!.premium!);
  });

  test('a proposal that cannot be priced yet is refused with the missing answers, and not rated', async () => {
    const uuid = await created(proposalStep1Fixture());
    const writes = app.writes();
    const response = await app.call('POST', `/api/proposal/${uuid}/quote`);
    expect(response.status).toBe(422);
    expect(response.body.errors).toContainEqual({
      path: 'risk.vehicle.has_registration',
      message: questionMessage('risk.vehicle.has_registration', 'required'),
    });
    expect(app.writes()).toBe(writes);
  });

  test.each([
    ['a start date that has passed', '2026-11-19', 'earliestDate'],
    [
      'a start date past the last day step 6 takes',
      addDays(
        TEST_START.toISOString().slice(0, 10),
        questionNumber('risk.start_date', 'latestDate.days') + 1,
      ),
      'latestDate',
    ],
  ])('%s is reported on the start date', async (_name, startDate, keyword) => {
    const message = questionMessage('risk.start_date', keyword);
    const uuid = await created(withRisk((p) => (p.risk!.start_date = startDate)));
    const response = await app.call('POST', `/api/proposal/${uuid}/quote`);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([{ path: 'risk.start_date', message }]);
  });

  test('a declined risk gives is_quoted false with its reason', async () => {
    const { body } = await quoted(
      withRisk((p) => {
        const conviction = p.risk!.proposer!.driver_details!.licence!.convictions![0]!;
        Object.assign(conviction, { code: 'DR10', alcohol_reading_type: 'B', alcohol_reading: 62 });
      }),
    );
    expect(body.is_quoted).toBe(false);
    expect(body.quote!.is_quoted).toBe(false);
    expect(body.quote!.metadata!.reasons!.map((r) => r.code)).toContain('DRINK_DRUG_DRIVING');
    expect(body.quote!.premium).toBeUndefined();
  });

  test('a referred risk gives is_referred true', async () => {
    const { body } = await quoted(withRisk((p) => (p.risk!.vehicle!.value = 75000)));
    expect(body).toMatchObject({ is_quoted: true, is_referred: true });
    expect(body.quote!.metadata!.reasons!.map((r) => r.code)).toContain('HIGH_VEHICLE_VALUE');
  });

  test('selecting add-ons recreates the quote; answers are kept as added, declined or unanswered', async () => {
    const { uuid, body } = await quoted();
    const price = (code: string) => body.quote!.addons!.find((a) => a.code === code)!.premium!;
    const response = await app.call('POST', `/api/proposal/${uuid}/addons`, {
      body: {
        addons: [{ code: 'LE' }, { code: 'SAB2', is_selected: true }, { code: 'PA', is_selected: false }],
      },
    });
    expect(response.status).toBe(200);
    const quote = response.body.quote;
    expect(quote.premium).toBeCloseTo(body.quote!.premium! + price('LE') + price('SAB2'), 2);
    expect(quote.premium_subtotal).toBe(body.quote!.premium_subtotal);
    const answer = (code: string) => quote.addons.find((a: { code: string }) => a.code === code).is_selected;
    expect([answer('LE'), answer('SAB2'), answer('PA'), answer('KEY')]).toEqual([true, true, false, null]);
  });

  test.each([
    [
      'two breakdown tiers',
      [{ code: 'SAB1' }, { code: 'SAB2' }],
      journeyText('content/validation-messages.json#/rules/oneBreakdownTier'),
    ],
    [
      'a code never offered',
      [{ code: 'MF' }],
      journeyText('content/validation-messages.json#/rules/addonNotOffered', { code: 'MF' }),
    ],
  ])('%s is refused', async (_name, addons, message) => {
    const { uuid } = await quoted();
    const writes = app.writes();
    const response = await app.call('POST', `/api/proposal/${uuid}/addons`, { body: { addons } });
    expect(response.status).toBe(422);
    expect(response.body.errors).toContainEqual({ path: 'addons', message });
    expect(app.writes()).toBe(writes);
  });

  test('an add-on no longer offered after a change is removed and reported', async () => {
    const { uuid } = await quoted();
    const selected = await app.call('POST', `/api/proposal/${uuid}/addons`, {
      body: { addons: [{ code: 'SABEU' }] },
    });
    expect(selected.body.quote.addons.find((a: { code: string }) => a.code === 'SABEU').is_selected).toBe(
      true,
    );
    const localHaul = structuredClone(selected.body);
    localHaul.risk.vehicle.class_of_use = 'LocalHaul';
    const response = await app.call('POST', '/json/proposal/update', { body: localHaul });
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data.removed_addons).toEqual([{ code: 'SABEU' }]);
    expect(data.quote.addons.map((a: { code: string }) => a.code)).not.toContain('SABEU');
    expect(data.quote.premium).toBe(data.quote.premium_subtotal);
  });

  test('payment options: the check-only call saves nothing; saying no to third-party authority clears it', async () => {
    const { uuid } = await quoted();
    const tpa = {
      has_third_party_authority: true,
      tpa_title: 'Mrs',
      tpa_forename: 'Aoife',
      tpa_surname: "O'Connor",
      tpa_date_of_birth: '1986-03-02',
      tpa_email: 'aoife@example.com',
      tpa_phone: '07700900456',
    };
    const writes = app.writes();
    const check = await app.call('POST', `/api/proposal/${uuid}/payment-option`, {
      body: { check: true, is_pay_monthly: true, risk: { userfields: tpa } },
    });
    expect(check.status).toBe(200);
    expect(check.body.is_pay_monthly).toBe(true);
    expect(app.writes()).toBe(writes);
    expect((await app.call('GET', `/api/proposal/${uuid}`)).body.is_pay_monthly).toBe(false);

    const saved = await app.call('POST', `/api/proposal/${uuid}/payment-option`, {
      body: { is_pay_monthly: true, consent_to_auto_renew: true, risk: { userfields: tpa } },
    });
    expect(saved.body).toMatchObject({ is_pay_monthly: true, consent_to_auto_renew: true });
    expect(saved.body.risk.userfields).toMatchObject(tpa);
    const cleared = await app.call('POST', `/api/proposal/${uuid}/payment-option`, {
      body: { is_pay_monthly: true, risk: { userfields: { has_third_party_authority: false } } },
    });
    expect(Object.keys(cleared.body.risk.userfields).filter((k) => k.startsWith('tpa_'))).toEqual([]);
  });

  test("how the customer pays is one answer: the price page's choice is the form's answer, and a change in the form after it is what is sold", async () => {
    const { uuid, body } = await quoted(withRisk((p) => (p.risk!.duqs!.is_pay_monthly = false)));
    expect(body.risk!.duqs!.is_pay_monthly).toBe(false);
    const chosen = await app.call('POST', `/api/proposal/${uuid}/payment-option`, {
      body: { is_pay_monthly: true },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect([chosen.body.is_pay_monthly, chosen.body.risk.duqs.is_pay_monthly]).toEqual([true, true]);
    // The form's step 6 answered again as paying in full, the rest as stored.
    const stored = (await app.call('GET', `/api/proposal/${uuid}`)).body as Proposal;
    stored.risk!.duqs!.is_pay_monthly = false;
    const changed = await app.call('POST', `/api/proposal/${uuid}`, { body: stored });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = (await app.call('GET', `/api/proposal/${uuid}`)).body as Proposal;
    expect([after.is_pay_monthly, after.risk!.duqs!.is_pay_monthly]).toEqual([false, false]);
  });

  test('payment options and add-ons need a quote first', async () => {
    const uuid = await created();
    for (const [path, body] of [
      ['payment-option', { is_pay_monthly: false }],
      ['addons', { addons: [] }],
    ] as const) {
      const response = await app.call('POST', `/api/proposal/${uuid}/${path}`, { body });
      expect(response.status).toBe(409);
      expect(response.body.error).toBe('conflict');
    }
  });

  test.each([
    [
      'as it is',
      {},
      (bytes: Buffer) => ({ 'content-length': String(bytes.length) }),
      (bytes: Buffer) => bytes,
    ],
    ['gzip', { 'Accept-Encoding': 'gzip' }, () => ({ 'content-encoding': 'gzip' }), gunzipSync],
  ])(
    'the /json calls answer { data } as JSON, never cached, the version as the ETag (%s)',
    async (_name, accept, sizeHeaders, decode) => {
      const { uuid } = await quoted();
      const read = await app.call('GET', `/api/proposal/${uuid}`);
      const answer = await new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>(
        (resolve, reject) => {
          const body = JSON.stringify({ uuid });
          const headers = {
            'Content-Type': 'application/json',
            'X-Requested-With': 'XMLHttpRequest',
            ...accept,
          };
          const req = request(`${app.base}/json/proposal/re-quote`, { method: 'POST', headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              expect(res.statusCode).toBe(200);
              resolve({ headers: res.headers, bytes: Buffer.concat(chunks) });
            });
          });
          req.on('error', reject);
          req.end(body);
        },
      );
      expect(answer.headers).toMatchObject({
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        etag: read.headers.get('etag'),
        vary: 'Accept-Encoding',
        ...sizeHeaders(answer.bytes),
      });
      expect(JSON.parse(decode(answer.bytes).toString('utf8'))).toEqual({ data: read.body });
    },
  );

  test('re-quote and status', async () => {
    const { uuid, body } = await quoted();
    const requoted = await app.call('POST', '/json/proposal/re-quote', { body: { uuid } });
    expect(requoted.status).toBe(200);
    expect(requoted.body.data.quote).toEqual(body.quote);
    const status = await app.call('GET', '/json/status');
    expect(status.body).toEqual({
      status: 'ok',
      ratebook_version: body.quote!.metadata!.ratebook_version,
      journey_version: body.quote!.metadata!.journey_version,
      journey_human_version: journeyText('journey.json#/version'),
      store: 'sqlite',
    });
  });

  test('an update that breaks the schemas is refused before anything is rated or written', async () => {
    const { body } = await quoted();
    const writes = app.writes();
    const response = await app.call('POST', '/json/proposal/update', {
      body: { ...body, risk: { ...body.risk, voluntary_excess: 33 } },
    });
    expect(response.status).toBe(422);
    expect(app.writes()).toBe(writes);
    const noUuid = await app.call('POST', '/json/proposal/update', { body: proposalFixture() });
    expect(noUuid.status).toBe(422);
  });

  test('a bought policy cannot be quoted again', async () => {
    const { uuid } = await quoted();
    const record = (await app.store.getProposal(uuid))!;
    await app.store.saveProposal(
      uuid,
      {
        document: { ...record.document, is_purchased: true },
        expectedVersion: record.version,
        now: new Date(),
        expiresAt: new Date(),
      },
      { type: 'payment.succeeded' },
    );
    const response = await app.call('POST', `/api/proposal/${uuid}/quote`);
    expect(response.status).toBe(409);
  });
});
