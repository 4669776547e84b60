import type { FactorContext, FactorResult } from '../types';
import { yesNoFactor } from './tableFactor';

/** A sign-written van: easier to trace, less attractive to thieves. */
export function signWriting({ risk, ratebook }: FactorContext): FactorResult {
  return yesNoFactor('sign_writing', ratebook.vehicle.sign_writing, risk.isSignWritten);
}
