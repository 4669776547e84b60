import { codeRelativity } from '../lookup';
import type { FactorContext, FactorResult } from '../types';

/**
 * Every claim of every driver within the look-back multiplies the premium by its code's
 * relativity; a claim that prejudiced the no-claims bonus costs at least the ratebook's
 * ncb_prejudiced_relativity, whatever its code.
 */
export function claims({ risk, ratebook }: FactorContext): FactorResult {
  const { history } = ratebook;
  const relativity = risk.claims.reduce((product, claim) => {
    const byCode = codeRelativity(history.claims, claim.code);
    return product * (claim.isNcbPrejudiced ? Math.max(byCode, history.ncb_prejudiced_relativity) : byCode);
  }, 1);
  const input = risk.claims.map((claim) => claim.code).join(',') || null;
  const faults = risk.claims.filter((claim) => claim.isFault).length;
  return { factor: 'claims', input, relativity, note: `${risk.claims.length} claims, ${faults} at fault` };
}
