import { bandRelativity } from '../lookup';
import type { FactorContext, FactorResult } from '../types';

/** Annual mileage (the band's upper limit, e.g. 10000 = up to 10,000 miles). */
export function annualMileage({ risk, ratebook }: FactorContext): FactorResult {
  const miles = risk.annualMileage;
  return {
    factor: 'annual_mileage',
    input: miles,
    relativity: bandRelativity(ratebook.use.annual_mileage, miles),
  };
}
