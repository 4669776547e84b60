import type { Ratebook } from '../../schemas/generated/index';
import { conditionHolds } from './conditions';
import type { EndorsementResult, Facts } from './types';

/** The ratebook's endorsements whose condition holds for the risk, in the ratebook's order. */
export function applicableEndorsements(ratebook: Ratebook, facts: Facts): EndorsementResult[] {
  return ratebook.endorsements
    .filter((endorsement) => conditionHolds(endorsement.when, facts))
    .map((endorsement) => {
      const result: EndorsementResult = { code: endorsement.code, text: endorsement.text };
      if (endorsement.extra_info !== undefined) result.extraInfo = endorsement.extra_info;
      return result;
    });
}
