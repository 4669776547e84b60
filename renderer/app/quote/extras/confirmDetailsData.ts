import type { RouteName } from '../../../../journey/src/journeyTypes';
import type { Proposal } from '../../../../schemas/generated/index';
import type { FormDocument } from '../../../engine/form/types';
import { isReferred, paysMonthly } from './proposalFlags';

/** The mobile number stored when the customer gave none: never shown as theirs. */
export const PLACEHOLDER_MOBILE = '01000000000';

/**
 * The confirm-details form's first answers, from the proposal: the e-mail address, the mobile
 * number (left empty when it is the placeholder) and the auto-renewal answer. The declarations
 * start unticked.
 */
export function confirmInitialData(proposal: Proposal): FormDocument {
  const proposer = proposal.risk?.proposer;
  const email = proposer?.email_address;
  const mobile = proposer?.phone_numbers?.mobile?.replace(/\s/g, '');
  return {
    risk: {
      proposer: {
        ...(email ? { email_address: email } : {}),
        phone_numbers: mobile && mobile !== PLACEHOLDER_MOBILE ? { mobile } : {},
      },
    },
    ...(typeof proposal.consent_to_auto_renew === 'boolean'
      ? { consent_to_auto_renew: proposal.consent_to_auto_renew }
      : {}),
  };
}

/** Where the summary leads once the details are confirmed: referred, monthly or in full. */
export function routeAfterConfirm(proposal: Proposal): RouteName {
  if (isReferred(proposal)) return 'SiraDeclined';
  return paysMonthly(proposal) ? 'Instalments' : 'Payment';
}
