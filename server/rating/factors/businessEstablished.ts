import { bandRelativity } from '../lookup';
import type { FactorContext, FactorResult } from '../types';

/**
 * How long the business has traded, for business classes of use only: a new business costs
 * more. Not given for business use is rated as a new business.
 */
export function businessEstablished({ risk, ratebook }: FactorContext): FactorResult {
  const factor = 'business_established_months';
  if (!ratebook.use.business_classes_of_use.includes(risk.classOfUse)) {
    return { factor, input: null, relativity: 1, note: 'not business use' };
  }
  const months = risk.businessEstablishedMonths;
  const relativity = bandRelativity(ratebook.use.business_established_months, months ?? 0);
  return months === undefined
    ? { factor, input: null, relativity, note: 'not given: rated as a new business' }
    : { factor, input: months, relativity };
}
