import { describe, expect, test } from 'vitest';
import { proposalFixture, quoteFixture } from '../../../tests/fixtures/index';
import { creditApplicationFor } from './creditApplication';

const uuid = '6f1c2a7e-3b4d-4c5e-8f90-1a2b3c4d5e6f';
const proposal = () => ({ ...proposalFixture(), uuid, quote: quoteFixture() });
const bank = { account_number: '66374958', sort_code: '089999', account_name: "James O'Connor" };

describe('creditApplicationFor', () => {
  test('the proposer as holder: their name, birth date and address, and the amount financed', () => {
    const application = creditApplicationFor(proposal(), { ...bank, is_proposer_account_holder: true });
    expect(application).toEqual({
      proposalUuid: uuid,
      applicant: {
        title: 'Mr',
        forename: 'James',
        surname: "O'Connor",
        dateOfBirth: '1984-06-14',
        address: proposalFixture().risk?.proposer?.address,
      },
      bankAccount: { sortCode: '089999', accountNumber: '66374958', accountName: "James O'Connor" },
      // 641.87 cash price less the 128.37 deposit
      credit: { amount: 513.5, instalments: 10 },
    });
  });

  test('a third-party holder is the applicant', () => {
    const third_party = {
      title: 'Mrs',
      forename: 'Ann',
      surname: 'Payer',
      date_of_birth: '1960-03-03',
      address: { line_1: '1 Main Street', postcode: 'LS1 1AA' },
    };
    const application = creditApplicationFor(proposal(), {
      ...bank,
      is_proposer_account_holder: false,
      third_party,
    });
    expect(application?.applicant).toEqual({
      title: 'Mrs',
      forename: 'Ann',
      surname: 'Payer',
      dateOfBirth: '1960-03-03',
      address: third_party.address,
    });
  });

  test('undefined when the holder has no address', () => {
    const incomplete = proposal();
    delete incomplete.risk?.proposer?.address;
    expect(creditApplicationFor(incomplete, { ...bank, is_proposer_account_holder: true })).toBeUndefined();
  });
});
