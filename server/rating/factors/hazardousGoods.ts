import type { FactorContext, FactorResult } from '../types';
import { yesNoFactor } from './tableFactor';

/** Hazardous goods carried (also referred by the underwriting rules). */
export function hazardousGoods({ risk, ratebook }: FactorContext): FactorResult {
  return yesNoFactor('hazardous_goods', ratebook.vehicle.hazardous_goods, risk.hasHazardousGoods);
}
