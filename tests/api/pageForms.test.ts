import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { proposalFixture } from '../fixtures/index';
import { questionMessage } from '../support/journey/journeyText';
import { buildTestApp, type TestApp } from '../support/testApp';

// The pages' smaller forms (journey/forms) are checked by the server with the same documents and
// messages as the page: what the page refuses, the call refuses, and nothing is written.
describe('the server checks the pages forms', () => {
  let app: TestApp;
  let uuid: string;
  beforeAll(async () => {
    app = await buildTestApp();
    uuid = (await app.call('POST', '/api/proposal', { body: proposalFixture() })).body.uuid;
    expect((await app.call('POST', `/api/proposal/${uuid}/quote`)).status).toBe(200);
  });
  afterAll(async () => app.close());

  async function refused(path: string, body: unknown) {
    const before = app.writes();
    const response = await app.call('POST', path, { body });
    expect(app.writes()).toBe(before);
    expect(response.status).toBe(422);
    return response.body.errors as { path: string; message: string }[];
  }

  test('third party authority: yes asks for the six details, with the form messages', async () => {
    const errors = await refused(`/api/proposal/${uuid}/payment-option`, {
      is_pay_monthly: false,
      risk: { userfields: { has_third_party_authority: true, tpa_forename: 'Ann' } },
    });
    expect(errors).toEqual(
      ['tpa_title', 'tpa_surname', 'tpa_date_of_birth', 'tpa_email', 'tpa_phone'].map((field) => ({
        path: `risk.userfields.${field}`,
        message: questionMessage(`risk.userfields.${field}`, 'required', 'third-party-authority'),
      })),
    );
  });

  test('third party authority: under 18 is refused', async () => {
    const errors = await refused(`/api/proposal/${uuid}/payment-option`, {
      is_pay_monthly: false,
      risk: {
        userfields: {
          has_third_party_authority: true,
          tpa_title: 'Mrs',
          tpa_forename: 'Ann',
          tpa_surname: 'Smith',
          tpa_date_of_birth: '2012-01-01',
          tpa_email: 'ann@example.com',
          tpa_phone: '07700900123',
        },
      },
    });
    expect(errors).toEqual([
      {
        path: 'risk.userfields.tpa_date_of_birth',
        message: questionMessage('risk.userfields.tpa_date_of_birth', 'minAge', 'third-party-authority'),
      },
    ]);
  });

  test('third party authority: no is enough, and is saved', async () => {
    const response = await app.call('POST', `/api/proposal/${uuid}/payment-option`, {
      body: { is_pay_monthly: false, risk: { userfields: { has_third_party_authority: false } } },
    });
    expect(response.status).toBe(200);
    expect(response.body.risk.userfields.has_third_party_authority).toBe(false);
  });

  test('direct debit: someone else holds the account but gave no details', async () => {
    const errors = await refused(`/api/proposal/${uuid}/pay-monthly`, {
      is_pay_monthly: true,
      direct_debit: {
        is_proposer_account_holder: false,
        account_name: 'Ann Smith',
        account_number: '12345678',
        sort_code: '123456',
      },
    });
    expect(errors).toEqual([
      ...['title', 'forename', 'surname', 'date_of_birth', 'address.postcode', 'address.line_1'].map(
        (field) => {
          const path = `direct_debit.third_party.${field}`;
          return { path, message: questionMessage(path, 'required', 'direct-debit') };
        },
      ),
    ]);
  });
});
