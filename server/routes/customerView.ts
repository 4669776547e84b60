import { claimedNcd } from '../../journey/src/claimedNcd';
import type { DirectDebit, Proposal } from '../../schemas/generated/index';

/**
 * "******58": a bank account number with every character but the last two masked, so the
 * customer can tell which account it is and nobody reading the answer can use it.
 */
export function maskAccountNumber(value: string): string {
  return '*'.repeat(Math.max(value.length - 2, 0)) + value.slice(-2);
}

/** "**-**-99": a sort code with only its last two digits shown, dashed as the page writes it. */
export function maskSortCode(value: string): string {
  return value === '' ? '' : `**-**-${value.replace(/\D/g, '').slice(-2)}`;
}

function maskedBank<T extends { account_number?: string; sort_code?: string }>(details: T): T {
  return {
    ...details,
    ...(details.account_number === undefined
      ? {}
      : { account_number: maskAccountNumber(details.account_number) }),
    ...(details.sort_code === undefined ? {} : { sort_code: maskSortCode(details.sort_code) }),
  };
}

/**
 * The proposal as a browser may see it before purchase: everything the pages show, with the
 * Direct Debit's account number and sort code masked (the third party's too, should it ever carry
 * them). The stored document keeps them whole; the server alone uses them (credit check, mandate).
 */
export function customerView(document: Proposal): Proposal {
  const mandate = document.direct_debit;
  if (!mandate) return document;
  const thirdParty = mandate.third_party as DirectDebit['third_party'] & {
    account_number?: string;
    sort_code?: string;
  };
  return {
    ...document,
    direct_debit: {
      ...maskedBank(mandate),
      ...(thirdParty ? { third_party: maskedBank(thirdParty) } : {}),
    },
  };
}

/** The years of no claims discount the proposer claimed, when above 0 (they are asked to prove them). */
function claimedNcdYears(
  document: Proposal,
): Pick<NonNullable<Proposal['risk']>, 'has_previous_insurance' | 'previous_insurance'> {
  const years = document.risk?.previous_insurance?.ncd?.years;
  if (!claimedNcd(document) || years === undefined) return {};
  return { has_previous_insurance: true, previous_insurance: { ncd: { years } } };
}

/**
 * What the thank-you page reads (renderer/app/quote/checkout: completePurchase, PurchaseConfirmation,
 * redirectFor) and nothing more: whether the policy is bought and accepted, its web reference,
 * the cover start date, and the years of no claims discount claimed (when any, for the notice
 * asking for proof). A bought policy's answers are the portal's to show, not the uuid's.
 */
export function thankYouView(document: Proposal): Proposal {
  const quote = document.quote;
  const startDate = document.risk?.start_date;
  const risk = {
    ...(startDate === undefined ? {} : { start_date: startDate }),
    ...claimedNcdYears(document),
  };
  return {
    ...(document.uuid === undefined ? {} : { uuid: document.uuid }),
    is_purchased: document.is_purchased === true,
    is_accepted: document.is_accepted === true,
    ...(Object.keys(risk).length === 0 ? {} : { risk }),
    ...(quote
      ? {
          quote: {
            ...(quote.reference === undefined ? {} : { reference: quote.reference }),
            is_quoted: quote.is_quoted === true,
            is_purchased: quote.is_purchased === true,
            is_accepted: quote.is_accepted === true,
          },
        }
      : {}),
  };
}

/**
 * The one view of a proposal any answer gives a browser: the thank-you view once it is bought,
 * the masked customer view before. `document` defaults to the stored one (a route may answer a
 * variant of it, as recall does).
 */
export function proposalView(
  record: { isPurchased: boolean; document: Proposal },
  document: Proposal = record.document,
): Proposal {
  return record.isPurchased ? thankYouView(document) : customerView(document);
}
