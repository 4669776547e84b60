import type { FactorContext, FactorResult } from '../types';
import { earnedNcdYears } from './ncd';

/** True when the risk's NCD is long enough to be protected. */
export function canProtectNcd(context: FactorContext): boolean {
  return earnedNcdYears(context.risk, context.ratebook) >= context.ratebook.ncd.protection.min_years;
}

/** Protecting the NCD, when asked for and allowed, adds the ratebook's protection relativity. */
export function ncdProtection(context: FactorContext): FactorResult {
  const factor = 'ncd_protection';
  if (!context.risk.ncdProtected) return { factor, input: false, relativity: 1 };
  if (!canProtectNcd(context)) {
    return { factor, input: true, relativity: 1, note: 'too few NCD years to protect' };
  }
  return { factor, input: true, relativity: context.ratebook.ncd.protection.relativity };
}
