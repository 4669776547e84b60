import type { FactorContext, FactorResult } from '../types';
import { codeFactor } from './tableFactor';

/** The driver's licence type (F, FA, P, E, EP, I, O, <No Licence>). */
export function licenceType({ ratebook, driver }: FactorContext): FactorResult {
  return codeFactor('licence_type', ratebook.driver.licence_type, driver.licenceType);
}
