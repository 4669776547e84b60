import type { FactorContext, FactorResult } from '../types';
import { codeFactor } from './tableFactor';

/** The body style (panel van, Luton, tipper...). */
export function bodyStyle({ risk, ratebook }: FactorContext): FactorResult {
  return codeFactor('body_style', ratebook.vehicle.body_style, risk.vehicle.bodyStyle);
}
