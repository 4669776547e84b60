import { bandRelativity } from '../lookup';
import type { FactorContext, FactorResult } from '../types';

/** Engine size in cc (0 for an electric van); not given is rated as the commonest 2.0 litre. */
export function engineSize({ risk, ratebook }: FactorContext): FactorResult {
  const cc = risk.vehicle.engineSize;
  const relativity = bandRelativity(ratebook.vehicle.engine_size, cc ?? 2000);
  return cc === undefined
    ? { factor: 'engine_size', input: null, relativity, note: 'not given: rated as 2000cc' }
    : { factor: 'engine_size', input: cc, relativity };
}
