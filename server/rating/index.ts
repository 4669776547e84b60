// The pure rating engine: proposal + ratebook + clock -> decision, premium, excesses, endorsements,
// add-on prices; toQuote() maps the result to the Quote entity. No IO anywhere in this folder.
import ratebookJson from './ratebook.json';

export { rate } from './rate';
export { toQuote, type ToQuoteOptions } from './toQuote';
export { monthlyFinance, type MonthlyFinance } from './finance';
export { aprPercent, type Repayment } from './apr';
export {
  validateRatebook,
  assertValidRatebook,
  type RatebookCheck,
  type RatebookError,
} from './validateRatebook';
export { isBreakdown, NEVER_LISTED } from './addons';
export type {
  EndorsementResult,
  ExcessLine,
  ExcessResult,
  PremiumResult,
  PricedAddon,
  RatingResult,
  Reason,
  TraceEntry,
} from './types';

/** The product's ratebook as JSON, unchecked: pass it to assertValidRatebook() at start-up. */
export const defaultRatebookJson: unknown = ratebookJson;
