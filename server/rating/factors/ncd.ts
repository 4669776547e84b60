import { bandRelativity } from '../lookup';
import type { FactorContext, FactorResult, RiskProfile } from '../types';
import type { Ratebook } from '../../../schemas/generated/index';

/**
 * The NCD years that count: none when earned on a type of insurance the ratebook does not accept.
 * The form asks no type (the specification does not: its question is whether the customer held
 * insurance in their own name), so years without one count; a type comes only from a caller of the
 * API that sends it.
 */
export function earnedNcdYears(risk: RiskProfile, ratebook: Ratebook): number {
  const type = risk.previousInsuranceType;
  return type === undefined || ratebook.ncd.accepted_insurance_types.includes(type) ? risk.ncdYears : 0;
}

/** Years of no-claims discount: more years cost less. */
export function ncd({ risk, ratebook }: FactorContext): FactorResult {
  const years = earnedNcdYears(risk, ratebook);
  const relativity = bandRelativity(ratebook.ncd.years, years);
  if (years === risk.ncdYears) return { factor: 'ncd_years', input: years, relativity };
  return {
    factor: 'ncd_years',
    input: years,
    relativity,
    note: `${risk.ncdYears} years declared, not accepted`,
  };
}
