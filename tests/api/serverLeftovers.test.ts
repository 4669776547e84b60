import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Address, Proposal } from '../../schemas/generated/index';
import errors from '../../journey/content/errors.json';
import { embeddedAddresses } from '../../server/providers/address/EmbeddedAddressProvider';
import { proposalFixture } from '../fixtures/index';
import { journeyText } from '../support/journey/journeyText';
import { buildTestApp, confirmBody, type TestApp } from '../support/testApp';
import { confirmed, mandate, ok, quoted } from './buyPolicy';

// The server is the one authority over what is stored: the same answer sent in another writing
// is stored in one, so every document, e-mail and page prints it alike.

const withProposer = (address: Partial<Address>, document: Proposal = proposalFixture()): Proposal => ({
  ...document,
  risk: { ...document.risk, proposer: { ...document.risk!.proposer, address: address as Address } },
});

const fixtureAddress = proposalFixture().risk!.proposer!.address!;

describe('a postcode and a registration are stored in one writing', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const storedDocument = async (uuid: string) => (await app.store.getProposal(uuid))!.document;

  test('a postcode typed in lower case without its space is stored as Royal Mail writes it', async () => {
    const sent = withProposer({ ...fixtureAddress, postcode: 'ls61hr' });
    const created = await ok(app, 'POST', '/api/proposal?steps=7', sent);
    const document = await storedDocument(created.uuid);
    expect(document.risk?.proposer?.address?.postcode).toBe('LS6 1HR');
  });

  test('a registration sent with its space is stored without it, and still found as the same van', async () => {
    const sent = proposalFixture();
    const plate = sent.risk!.vehicle!.registration!;
    sent.risk!.vehicle!.registration = `${plate.slice(0, 4)} ${plate.slice(4)}`;
    const created = await ok(app, 'POST', '/api/proposal?steps=7', sent);
    expect((await storedDocument(created.uuid)).risk?.vehicle?.registration).toBe(plate);
    // Sent again as it was typed, it is the same answer: no change, the quote stands.
    await ok(app, 'POST', `/api/proposal/${created.uuid}/quote`);
    const saved = await ok(app, 'POST', `/api/proposal/${created.uuid}`, { ...sent, uuid: created.uuid });
    expect(saved.is_quoted).toBe(true);
  });

  test("the Direct Debit account holder's postcode is stored as Royal Mail writes it", async () => {
    const uuid = await quoted(app);
    await ok(app, 'POST', `/api/proposal/${uuid}/payment-option`, { is_pay_monthly: true });
    await confirmed(app, uuid);
    const found = embeddedAddresses(fixtureAddress.postcode!)[2]!;
    await ok(app, 'POST', `/api/proposal/${uuid}/pay-monthly`, {
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
          address: { ...found, postcode: ' ls6 1hr' },
        },
      },
    });
    const document = await storedDocument(uuid);
    expect(document.direct_debit?.third_party?.address?.postcode).toBe('LS6 1HR');
  });

  test('recall still finds the quote by a postcode in any writing', async () => {
    const uuid = await quoted(app);
    const { reference } = (await storedDocument(uuid)).quote!;
    const recalled = await app.call('POST', '/api/proposal/recall', {
      body: { reference, postcode: 'ls61hr', dob: proposalFixture().risk!.proposer!.date_of_birth },
    });
    expect(recalled.status, JSON.stringify(recalled.body)).toBe(200);
  });
});

describe("an address picked from the address lookup's list is stored in the lookup's words", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const storedDocument = async (uuid: string) => (await app.store.getProposal(uuid))!.document;
  const shouted = (address: Partial<Address>): Partial<Address> => ({
    ...address,
    line_1: address.line_1!.toUpperCase(),
    line_2: address.line_2!.toLowerCase(),
  });

  test('a new address written in capitals is stored as the lookup writes it', async () => {
    const other = embeddedAddresses(fixtureAddress.postcode!).find(
      (a) => a.line_1 !== fixtureAddress.line_1,
    )!;
    const created = await ok(app, 'POST', '/api/proposal?steps=7', withProposer(shouted(other)));
    expect((await storedDocument(created.uuid)).risk?.proposer?.address).toEqual(other);
  });

  test('the stored address sent back in capitals keeps its words, and the confirmed quote stays confirmed', async () => {
    const uuid = await quoted(app);
    await confirmed(app, uuid);
    const document = await storedDocument(uuid);
    const saved = await ok(
      app,
      'POST',
      `/api/proposal/${uuid}`,
      withProposer(shouted(fixtureAddress), document),
    );
    expect(saved.quote.is_confirmed).toBe(true);
    expect((await storedDocument(uuid)).risk?.proposer?.address).toEqual(fixtureAddress);
  });

  test("the Direct Debit account holder's address is stored as the lookup writes it", async () => {
    const uuid = await quoted(app);
    await ok(app, 'POST', `/api/proposal/${uuid}/payment-option`, { is_pay_monthly: true });
    await confirmed(app, uuid);
    const found = embeddedAddresses(fixtureAddress.postcode!)[2]!;
    await ok(app, 'POST', `/api/proposal/${uuid}/pay-monthly`, {
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
          address: shouted(found),
        },
      },
    });
    expect((await storedDocument(uuid)).direct_debit?.third_party?.address).toEqual(found);
  });
});

describe("paying needs the price page's third-party-authority question answered, as its Continue does", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const unanswered = {
    path: 'risk.userfields.has_third_party_authority',
    message: journeyText(
      'forms/third-party-authority/schema.json#/properties/risk/properties/userfields/errorMessage/required/has_third_party_authority',
    ),
  };

  /** Quoted and confirmed on the summary page by a client that skipped the price page's Continue. */
  const skippedPricePage = async (monthly: boolean) => {
    const uuid = await quoted(app);
    if (monthly) await ok(app, 'POST', `/api/proposal/${uuid}/payment-option`, { is_pay_monthly: true });
    await ok(
      app,
      'POST',
      `/api/proposal/${uuid}/confirm`,
      confirmBody({ email_address: 'sam.carter@example.com' }),
    );
    return uuid;
  };

  const refusedUnwritten = async (path: string, body: unknown) => {
    const before = app.writes();
    const response = await app.call('POST', path, { body });
    expect(response.status, JSON.stringify(response.body)).toBe(409);
    expect(response.body.error).toBe('price_answers_required');
    // The pages send the customer back to the price page, where the question is, not to Exception.
    expect(errors.routing.codeRoutes[response.body.error as 'price_answers_required']).toBe(
      'PricePresentation',
    );
    expect(response.body.message).toBe(unanswered.message);
    expect(response.body.errors).toContainEqual(unanswered);
    expect(app.writes(), `${path} wrote`).toBe(before);
  };

  test("card payment is refused in the page's words until it is answered", async () => {
    const uuid = await skippedPricePage(false);
    const body = { return_url: `/quote/thankyou?uuid=${uuid}` };
    await refusedUnwritten(`/api/proposal/${uuid}/quote/payment`, body);
    await ok(app, 'POST', `/api/proposal/${uuid}/payment-option`, {
      is_pay_monthly: false,
      risk: { userfields: { has_third_party_authority: false } },
    });
    expect((await ok(app, 'POST', `/api/proposal/${uuid}/quote/payment`, body)).payment_url).toBeTruthy();
  });

  test("monthly payments are refused in the page's words, before any credit check, until it is answered", async () => {
    const uuid = await skippedPricePage(true);
    const body = { is_pay_monthly: true, direct_debit: mandate };
    await refusedUnwritten(`/api/proposal/${uuid}/pay-monthly`, body);
    await ok(app, 'POST', `/api/proposal/${uuid}/payment-option`, {
      is_pay_monthly: true,
      risk: { userfields: { has_third_party_authority: false } },
    });
    await ok(app, 'POST', `/api/proposal/${uuid}/pay-monthly`, body);
  });
});
