import type { FactorContext, FactorResult } from '../types';
import { codeFactor } from './tableFactor';

/** Where the van is kept overnight: a locked garage or compound costs less than the road. */
export function nightLocation({ risk, ratebook }: FactorContext): FactorResult {
  return codeFactor('night_location', ratebook.use.night_location, risk.nightLocation);
}
