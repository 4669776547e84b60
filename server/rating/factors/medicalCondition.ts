import type { FactorContext, FactorResult } from '../types';
import { codeFactor } from './tableFactor';

/** A DVLA-notifiable medical condition of the driver; none is neutral. */
export function medicalCondition({ ratebook, driver }: FactorContext): FactorResult {
  if (driver.medicalCondition === undefined)
    return { factor: 'medical_condition', input: null, relativity: 1 };
  return codeFactor('medical_condition', ratebook.driver.medical_condition, driver.medicalCondition);
}
