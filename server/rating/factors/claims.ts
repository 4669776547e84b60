import { codeRelativity } from '../lookup';
import type { FactorContext, FactorResult } from '../types';

/**
 * Every claim of every driver within the look-back multiplies the premium by its code's
 * relativity; a claim that prejudiced the no-claims bonus costs at least the ratebook's
 * ncb_prejudiced_relativity, whatever its code.
 */
export function claims({ risk, ratebook }: FactorContext): FactorResult {
  const { history } = ratebook;
  // One loop rather than reduce/map/filter callbacks: the factor runs on every quote.
  let relativity = 1;
  let input = '';
  let faults = 0;
  for (let i = 0; i < risk.claims.length; i += 1) {
    const claim = risk.claims[i]!;
    const byCode = codeRelativity(history.claims, claim.code);
    relativity *= claim.isNcbPrejudiced ? Math.max(byCode, history.ncb_prejudiced_relativity) : byCode;
    // As join(',') writes it: a code it would write as '' (none) still takes its comma.
    input += `${i === 0 ? '' : ','}${claim.code ?? ''}`;
    if (claim.isFault) faults += 1;
  }
  return {
    factor: 'claims',
    input: input || null,
    relativity,
    note: `${risk.claims.length} claims, ${faults} at fault`,
  };
}
