import type { FactorContext, FactorResult } from '../types';
import { codeFactor } from './tableFactor';

/** The driver's marital status (duqs.marital_status_proposer / marital_status_driver_N). */
export function maritalStatus({ ratebook, driver }: FactorContext): FactorResult {
  return codeFactor('marital_status', ratebook.driver.marital_status, driver.maritalStatus);
}
