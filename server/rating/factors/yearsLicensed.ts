import { bandRelativity } from '../lookup';
import type { FactorContext, FactorResult } from '../types';

/** Whole years since the driver's licence date: new drivers cost more. */
export function yearsLicensed({ ratebook, driver }: FactorContext): FactorResult {
  return {
    factor: 'years_licensed',
    input: driver.yearsLicensed,
    relativity: bandRelativity(ratebook.driver.years_licensed, driver.yearsLicensed),
  };
}
