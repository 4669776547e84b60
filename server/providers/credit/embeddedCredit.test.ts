import { describe, expect, test } from 'vitest';
import type { CreditApplication } from './creditProvider';
import { CreditUnavailableError } from './creditProvider';
import { embeddedCreditProvider } from './embeddedCredit';

const application = (
  surname: string,
  sortCode = '089999',
  accountName = 'James Smith',
): CreditApplication => ({
  proposalUuid: '6f1c2a7e-3b4d-4c5e-8f90-1a2b3c4d5e6f',
  applicant: {
    forename: 'James',
    surname,
    dateOfBirth: '1984-06-14',
    address: { line_1: '14 Brudenell Grove', postcode: 'LS6 1HR' },
  },
  bankAccount: { sortCode, accountNumber: '66374958', accountName },
});

describe('the embedded credit check', () => {
  const credit = embeddedCreditProvider();

  test.each([
    { case: 'an ordinary applicant', app: application('Smith'), decision: 'accept' },
    { case: 'the surname Declined', app: application('Declined'), decision: 'decline' },
    { case: 'the surname declined, any case', app: application('DECLINED'), decision: 'decline' },
    {
      case: 'an account name ending in Declined',
      app: application('Smith', '089999', 'Mr J Declined'),
      decision: 'decline',
    },
    { case: 'sort code 99-99-99', app: application('Smith', '999999'), decision: 'decline' },
  ])('$case: $decision', async ({ app, decision }) => {
    const result = await credit.softSearch(app);
    expect(result.decision).toBe(decision);
    expect(result.reference).toMatch(/^EMB-[0-9A-F]{12}$/);
  });

  test('is deterministic: the same application gets the same reference', async () => {
    const [a, b] = await Promise.all([
      credit.softSearch(application('Smith')),
      credit.softSearch(application('Smith')),
    ]);
    expect(a).toEqual(b);
  });

  test('the surname Unavailable makes it fail like a service that is down', async () => {
    await expect(credit.softSearch(application('Unavailable'))).rejects.toBeInstanceOf(
      CreditUnavailableError,
    );
  });
});
