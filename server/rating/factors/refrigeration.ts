import type { FactorContext, FactorResult } from '../types';
import { yesNoFactor } from './tableFactor';

/** A refrigerated van: costly equipment, long working hours. */
export function refrigeration({ risk, ratebook }: FactorContext): FactorResult {
  return yesNoFactor('refrigeration', ratebook.vehicle.refrigeration, risk.isRefrigerated);
}
