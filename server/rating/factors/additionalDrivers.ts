import { bandRelativity } from '../lookup';
import type { FactorContext, FactorResult } from '../types';

/** The number of additional drivers named (their own risk is rated by the driver factors). */
export function additionalDrivers({ risk, ratebook }: FactorContext): FactorResult {
  const count = Math.max(0, risk.drivers.length - 1);
  return {
    factor: 'additional_drivers',
    input: count,
    relativity: bandRelativity(ratebook.additional_drivers, count),
  };
}
