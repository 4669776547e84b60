import type { FactorContext, FactorResult } from '../types';
import { codeFactor } from './tableFactor';

/** Where the van is kept during the day. */
export function daytimeLocation({ risk, ratebook }: FactorContext): FactorResult {
  return codeFactor('daytime_location', ratebook.use.daytime_location, risk.daytimeLocation);
}
