import { bandRelativity } from '../lookup';
import type { FactorContext, FactorResult } from '../types';

/** Age of the driver at the rating date: the young and the very old cost more. */
export function driverAge({ ratebook, driver }: FactorContext): FactorResult {
  return {
    factor: 'driver_age',
    input: driver.age,
    relativity: bandRelativity(ratebook.driver.age, driver.age),
  };
}
