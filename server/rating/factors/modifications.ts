import { codeRelativity } from '../lookup';
import type { FactorContext, FactorResult } from '../types';

/** Each declared modification multiplies the premium (an unlisted one takes the default). */
export function modifications({ risk, ratebook }: FactorContext): FactorResult {
  const codes = risk.vehicle.modifications;
  const relativity = codes.reduce(
    (product, code) => product * codeRelativity(ratebook.vehicle.modifications, code),
    1,
  );
  return { factor: 'modifications', input: codes.join(',') || null, relativity };
}
