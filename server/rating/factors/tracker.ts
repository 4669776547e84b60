import type { FactorContext, FactorResult } from '../types';
import { yesNoFactor } from './tableFactor';

/** A tracking device fitted: stolen vans are found, so it costs less. */
export function tracker({ risk, ratebook }: FactorContext): FactorResult {
  return yesNoFactor('tracker', ratebook.vehicle.tracker, risk.vehicle.hasTracker);
}
