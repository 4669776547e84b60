import type { RatebookCodeTable } from '../../../schemas/generated/index';
import { codeRelativity, hasCode } from '../lookup';
import type { FactorContext, FactorResult } from '../types';

/** The relativity of a conviction code: its own entry, else its family's (the first two letters). */
export function convictionRelativity(table: RatebookCodeTable, code: string): number {
  if (hasCode(table, code)) return codeRelativity(table, code);
  return codeRelativity(table, code.slice(0, 2));
}

/** Every conviction of every driver within the look-back multiplies the premium. */
export function convictions({ risk, ratebook }: FactorContext): FactorResult {
  // One loop rather than reduce/map callbacks: the factor runs on every quote.
  let relativity = 1;
  let points = 0;
  let input = '';
  for (let i = 0; i < risk.convictions.length; i += 1) {
    const conviction = risk.convictions[i]!;
    relativity *= convictionRelativity(ratebook.history.convictions, conviction.code);
    points += conviction.points;
    // As join(',') writes it: a code it would write as '' (none) still takes its comma.
    input += `${i === 0 ? '' : ','}${conviction.code ?? ''}`;
  }
  return { factor: 'convictions', input: input || null, relativity, note: `${points} points` };
}
