import type { FactorContext, FactorResult } from '../types';
import { codeFactor } from './tableFactor';

/** The postcode area where the van is kept overnight (LS, B, SW...). */
export function postcodeArea({ risk, ratebook }: FactorContext): FactorResult {
  return codeFactor('postcode_area', ratebook.postcode_area, risk.postcodeArea);
}
