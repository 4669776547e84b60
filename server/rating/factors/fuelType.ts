import type { FactorContext, FactorResult } from '../types';
import { codeFactor } from './tableFactor';

/** The fuel type (electric vans cost more to repair). */
export function fuelType({ risk, ratebook }: FactorContext): FactorResult {
  return codeFactor('fuel_type', ratebook.vehicle.fuel_type, risk.vehicle.fuelType);
}
