import type { Ratebook } from '../../../schemas/generated/index';
import { interpolate } from '../lookup';
import type { FactorContext, FactorResult, RiskProfile } from '../types';

/**
 * The voluntary excess granted, in pence: the amount asked for, rounded down to the ratebook's
 * step and capped at its maximum, for the cover types that allow one (C only); otherwise 0.
 */
export function grantedVoluntaryExcess(risk: RiskProfile, ratebook: Ratebook): number {
  const rules = ratebook.voluntary_excess;
  if (!rules.cover_types.includes(risk.coverType)) return 0;
  const stepped = Math.floor(risk.voluntaryExcessPence / rules.step_pence) * rules.step_pence;
  return Math.min(Math.max(0, stepped), rules.maximum_pence);
}

/** A higher voluntary excess costs less, interpolated between the ratebook's points. */
export function voluntaryExcess({ risk, ratebook }: FactorContext): FactorResult {
  const granted = grantedVoluntaryExcess(risk, ratebook);
  const points = ratebook.voluntary_excess.relativities.map((p) => ({ x: p.excess_pence, y: p.relativity }));
  const result: FactorResult = {
    factor: 'voluntary_excess',
    input: granted / 100,
    relativity: interpolate(points, granted),
  };
  if (granted === 0 && risk.voluntaryExcessPence > 0)
    result.note = `not available for cover ${risk.coverType}`;
  return result;
}
