import type { FactorContext, FactorResult } from '../types';
import { yesNoFactor } from './tableFactor';

/** Fitted racking: adds to the cost of repairing the load area. */
export function racking({ risk, ratebook }: FactorContext): FactorResult {
  return yesNoFactor('racking', ratebook.vehicle.racking, risk.hasFittedRacking);
}
