import { thirdPartyAuthorityDetails } from '../../journey/src/forms/forms';
import type { Proposal, Userfields } from '../../schemas/generated/index';
import type { FieldError } from '../httpError';
import type { JourneyPages } from '../journeyPages';

const FIELDS = ['has_third_party_authority', ...thirdPartyAuthorityDetails] as const;

/**
 * What the third-party-authority answers break, held to the price page's form (its 18 years and
 * over, the details a Yes needs) whichever call sends them: a whole proposal carries them too.
 * Checked only when they differ from the stored ones, so a proposal sent back as read passes as
 * it was stored.
 */
export function thirdPartyAuthorityProblems(
  pages: JourneyPages,
  document: Proposal,
  stored: Proposal | undefined,
): FieldError[] {
  const userfields: Userfields = document.risk?.userfields ?? {};
  const before: Userfields = stored?.risk?.userfields ?? {};
  if (FIELDS.every((field) => userfields[field] === before[field])) return [];
  return pages.checkForm('third-party-authority', { risk: { userfields } });
}
