import { thirdPartyAuthorityDetails } from '../../../../journey/src/forms/forms';
import type { Proposal, Quote, Userfields } from '../../../../schemas/generated/index';

/** The endorsement code that requires a tracking device (the warning is shown). */
export const TRACKING_DEVICE_CODE = '41';

/** The source of business of customers who came straight to the website. */
export const WEBSITE_SOURCE = 'Website';

/** The payment method the page starts with: the one chosen on this page before, else the form's. */
export function initialPayMonthly(proposal: Proposal): boolean {
  return proposal.is_pay_monthly ?? proposal.risk?.duqs?.is_pay_monthly ?? false;
}

/** The quote was made without the van's registration: it must be found before buying. */
export { registrationMissing } from '../../../../journey/src/registrationMissing';

/** Customers who came through a partner (any source but the website) are thanked and see offers. */
export function cameThroughPartner(source: string | null | undefined): source is string {
  return typeof source === 'string' && source !== '' && source !== WEBSITE_SOURCE;
}

/** An endorsement requires a tracking device to be fitted. */
export function needsTrackingDevice(quote: Quote | undefined): boolean {
  return (quote?.endorsements ?? []).some((e) => String(e.extra_info) === TRACKING_DEVICE_CODE);
}

/** The NCD is protected, or protection is priced in the quote: the protection facts are offered. */
export function ncdProtectionInfoOffered(proposal: Proposal): boolean {
  const protectedNcd = proposal.risk?.previous_insurance?.ncd?.is_protected === true;
  return protectedNcd || (proposal.quote?.protected_ncd_implied_price ?? 0) > 0;
}

/** The codes of the add-ons the last quote removed (no longer available). */
export function removedAddonCodes(proposal: Proposal): string[] {
  return (proposal.removed_addons ?? []).map((addon) => addon.code);
}

/** The third-party-authority answers of the page's form. */
export type ThirdPartyAuthority = Pick<
  Userfields,
  | 'has_third_party_authority'
  | 'tpa_title'
  | 'tpa_forename'
  | 'tpa_surname'
  | 'tpa_date_of_birth'
  | 'tpa_email'
  | 'tpa_phone'
>;

/** The third-party-authority answers; saying no keeps none of the six details. */
export function thirdPartyAuthority(userfields: Userfields | undefined): ThirdPartyAuthority {
  const answers: ThirdPartyAuthority = {};
  if (userfields?.has_third_party_authority === undefined) return answers;
  answers.has_third_party_authority = userfields.has_third_party_authority;
  if (userfields.has_third_party_authority !== true) return answers;
  for (const field of thirdPartyAuthorityDetails) {
    const value = userfields[field];
    if (value !== undefined) answers[field] = value;
  }
  return answers;
}
