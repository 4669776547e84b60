import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Address, Proposal } from '../../schemas/generated/index';
import { embeddedAddresses } from '../../server/providers/address/EmbeddedAddressProvider';
import { ProviderError } from '../../server/providers/shared/providerHttp';
import { KyselyApiKeys } from '../../server/storage/apiKeys';
import { proposalFixture } from '../fixtures/index';
import { journeyText } from '../support/journey/journeyText';
import { buildTestApp, type TestApp } from '../support/testApp';
import { confirmed, mandate, ok, quoted } from './buyPolicy';
import { expectRefusedUnwritten } from './refusedUnwritten';

// The form has the customer pick the address from the address lookup's list (step 3's
// postcodeAddress widget): every call of the pages that gives an address new lines holds it to
// the addresses the lookup finds at its postcode, so no made-up address is insured.

const message = journeyText(
  'steps/03-your-details/schema.json#/properties/risk/properties/proposer/properties/address/errorMessage/required/line_1',
);
const refusal = { path: 'risk.proposer.address.line_1', message };

const withAddress = (address: Partial<Address>, document: Proposal = proposalFixture()): Proposal => ({
  ...document,
  risk: { ...document.risk, proposer: { ...document.risk!.proposer, address: address as Address } },
});

const stored = proposalFixture().risk!.proposer!.address!;
const postcode = stored.postcode!;
const madeUp: Address = { line_1: '1 Nowhere Lane', line_2: 'Leeds', postcode };

describe('an address is one the address lookup finds at its postcode', () => {
  let app: TestApp;
  let key: string;
  beforeAll(async () => {
    app = await buildTestApp();
    ({ key } = await new KyselyApiKeys(app.store.db).issue('acme-broker', 100, app.now()));
  });
  afterAll(() => app.close());

  const refused = (method: string, path: string, body: unknown) =>
    expectRefusedUnwritten(app, refusal, { method, path, body });
  const created = async (document: Proposal = proposalFixture()) => {
    const response = await app.call('POST', '/api/proposal?steps=7', { body: document });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as Proposal & { uuid: string };
  };

  test("the fixture's address is one the embedded lookup finds", () => {
    expect(embeddedAddresses(postcode)).toContainEqual(stored);
  });

  test("made-up lines are refused on create, on a save of the form and on the price page, with the form's message", async () => {
    await refused('POST', '/api/proposal?steps=7', withAddress(madeUp));
    const proposal = await created();
    await refused('POST', `/api/proposal/${proposal.uuid}`, withAddress(madeUp, proposal));
    const quoted = await app.call('POST', `/api/proposal/${proposal.uuid}/quote`);
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    await refused('POST', '/json/proposal/update', withAddress(madeUp, quoted.body));
    // A found address's lines moved to another postcode's are not an address found there either.
    const elsewhere = embeddedAddresses('M1 1AE')[0]!;
    await refused('POST', '/api/proposal?steps=7', withAddress({ ...elsewhere, postcode }));
  });

  test('another address the lookup finds at the postcode is saved, written in other spaces and case too', async () => {
    const proposal = await created();
    const [, other] = embeddedAddresses(postcode).filter((a) => a.line_1 !== stored.line_1);
    const saved = await app.call('POST', `/api/proposal/${proposal.uuid}`, {
      body: withAddress(other!, proposal),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.risk.proposer.address).toEqual(other);
    const shouted = { ...other!, line_1: `  ${other!.line_1!.toUpperCase()} `, postcode: 'ls61hr' };
    const again = await app.call('POST', '/api/proposal?steps=7', { body: withAddress(shouted) });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });

  test('the edit variant: a stored address given a new postcode with its lines kept is saved, as the form keeps them', async () => {
    const proposal = await created();
    const moved = await app.call('POST', `/api/proposal/${proposal.uuid}`, {
      body: withAddress({ ...stored, postcode: 'M1 1AE' }, proposal),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.risk.proposer.address.postcode).toBe('M1 1AE');
  });

  test("the Direct Debit account holder's address is held to the list too", async () => {
    const uuid = await quoted(app);
    await ok(app, 'POST', `/api/proposal/${uuid}/payment-option`, { is_pay_monthly: true });
    await confirmed(app, uuid);
    const holder = (address: Partial<Address>) => ({
      is_pay_monthly: true,
      direct_debit: {
        ...mandate,
        is_proposer_account_holder: false,
        account_name: 'Anne Smith',
        third_party: {
          title: 'Mrs',
          forename: 'Anne',
          surname: 'Smith',
          date_of_birth: '1960-01-01',
          address,
        },
      },
    });
    const holderMessage = journeyText(
      'forms/direct-debit/schema.json#/properties/direct_debit/allOf/0/then/properties/third_party/properties/address/errorMessage/required/line_1',
    );
    await expectRefusedUnwritten(
      app,
      { path: 'direct_debit.third_party.address.line_1', message: holderMessage },
      { method: 'POST', path: `/api/proposal/${uuid}/pay-monthly`, body: holder(madeUp) },
    );
    const found = embeddedAddresses(postcode)[2]!;
    const saved = await app.call('POST', `/api/proposal/${uuid}/pay-monthly`, { body: holder(found) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  test("an integrator's address is taken as given (its own lookup's wording)", async () => {
    const response = await app.call('POST', '/api/integrations/quotes', {
      body: withAddress(madeUp),
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  });
});

describe('when the address lookup cannot answer', () => {
  let app: TestApp;
  let asked = 0;
  beforeAll(async () => {
    app = await buildTestApp({
      providers: ({ defaults }) => ({
        address: {
          name: defaults.address.name,
          testPostcodes: defaults.address.testPostcodes,
          lookup: () => {
            asked += 1;
            return Promise.reject(new ProviderError('embedded', 'timeout'));
          },
        },
      }),
    });
  });
  afterAll(() => app.close());

  test('a save that gives an address new lines is a 502 that stores nothing; one that leaves them is saved without a lookup', async () => {
    const before = app.writes();
    const failed = await app.call('POST', '/api/proposal', { body: proposalFixture() });
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({
      error: 'address_lookup_unavailable',
      message: journeyText('content/errors.json#/messages/addressLookupUnavailable'),
    });
    expect(app.writes()).toBe(before);
    expect(asked).toBe(1);

    const { address: _address, ...noAddress } = proposalFixture().risk!.proposer!;
    const started = await app.call('POST', '/api/proposal', {
      body: { ...proposalFixture(), risk: { ...proposalFixture().risk, proposer: noAddress } },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const again = await app.call('POST', `/api/proposal/${started.body.uuid as string}`, {
      body: started.body,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(asked).toBe(1);
  });
});
