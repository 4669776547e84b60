import type { FactorContext, FactorResult } from '../types';
import { codeFactor } from './tableFactor';

/** Class of use: SDP, SDPC, OwnGoods, and hire and reward (LocalHaul, Haulage, Courier) cost more. */
export function classOfUse({ risk, ratebook }: FactorContext): FactorResult {
  return codeFactor('class_of_use', ratebook.use.class_of_use, risk.classOfUse);
}
