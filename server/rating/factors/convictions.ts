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
  const relativity = risk.convictions.reduce(
    (product, conviction) => product * convictionRelativity(ratebook.history.convictions, conviction.code),
    1,
  );
  const points = risk.convictions.reduce((sum, conviction) => sum + conviction.points, 0);
  const input = risk.convictions.map((conviction) => conviction.code).join(',') || null;
  return { factor: 'convictions', input, relativity, note: `${points} points` };
}
