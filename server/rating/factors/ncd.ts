import { bandRelativity } from '../lookup';
import type { FactorContext, FactorResult, RiskProfile } from '../types';
import type { Ratebook } from '../../../schemas/generated/index';

/**
 * The NCD years that count: none when earned on a type of insurance the ratebook does not accept,
 * and, when the ratebook says so (`ncd.at_most_years_licensed`), no more than the proposer's whole
 * years licensed: a discount is earned while driving. The form asks no type (the specification does not: its question is whether the customer held
 * insurance in their own name), so years without one count; a type comes only from a caller of the
 * API that sends it.
 */
export function earnedNcdYears(risk: RiskProfile, ratebook: Ratebook): number {
  if (!accepted(risk, ratebook)) return 0;
  const cap = licenceCap(risk, ratebook);
  return cap === undefined ? risk.ncdYears : Math.min(risk.ncdYears, cap);
}

/** Whether the NCD was earned on a type of insurance the ratebook accepts (none given: yes). */
function accepted(risk: RiskProfile, ratebook: Ratebook): boolean {
  const type = risk.previousInsuranceType;
  return type === undefined || ratebook.ncd.accepted_insurance_types.includes(type);
}

/** The most NCD years the proposer's licence allows, when the ratebook caps them (at_most_years_licensed). */
function licenceCap(risk: RiskProfile, ratebook: Ratebook): number | undefined {
  return ratebook.ncd.at_most_years_licensed === true ? risk.proposerYearsLicensed : undefined;
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
    note: accepted(risk, ratebook)
      ? `${risk.ncdYears} years declared, counted up to the ${years} years licensed`
      : `${risk.ncdYears} years declared, not accepted`,
  };
}
