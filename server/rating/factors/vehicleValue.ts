import { bandRelativity } from '../lookup';
import type { FactorContext, FactorResult } from '../types';

/** The van's value in pounds: dearer vans cost more to repair and replace. */
export function vehicleValue({ risk, ratebook }: FactorContext): FactorResult {
  const value = risk.vehicle.value;
  return { factor: 'vehicle_value', input: value, relativity: bandRelativity(ratebook.vehicle.value, value) };
}
