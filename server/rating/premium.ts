import type { Ratebook } from '../../schemas/generated/index';
import { driverFactors, policyFactors } from './factors/index';
import { canProtectNcd } from './factors/ncdProtection';
import { percentOf } from './money';
import type {
  DriverProfile,
  Factor,
  FactorContext,
  FactorResult,
  PremiumResult,
  RiskProfile,
  TraceEntry,
} from './types';

// A ceiling far above any premium a ratebook can produce (£100m): whatever the data, the pence
// stay safe integers. Real outliers are referred long before, at maximum_premium_pence.
const CEILING_PENCE = 10_000_000_000;

function productOf(results: readonly FactorResult[]): number {
  let product = 1;
  for (let i = 0; i < results.length; i += 1) product *= results[i]!.relativity;
  return product;
}

// Loops rather than map/reduce callbacks, and one context a driver rather than one a factor: the
// factors run on every quote, and in a busy server their code is seldom hot.
function runFactors(factors: readonly Factor[], context: FactorContext): FactorResult[] {
  const results: FactorResult[] = [];
  for (let i = 0; i < factors.length; i += 1) results.push(factors[i]!(context));
  return results;
}

/** The net premium, IPT and total for a base and a relativity: rounded once, then the minimum. */
export function priceOf(basePence: number, relativity: number, ratebook: Ratebook) {
  const exact = basePence * relativity;
  const ratedPence = Number.isFinite(exact)
    ? Math.min(CEILING_PENCE, Math.max(0, Math.round(exact)))
    : CEILING_PENCE;
  const minimumApplied = ratedPence < ratebook.minimum_premium_pence;
  const netPence = minimumApplied ? ratebook.minimum_premium_pence : ratedPence;
  const iptPence = percentOf(netPence, ratebook.ipt_percent);
  return { ratedPence, minimumApplied, netPence, iptPence, totalPence: netPence + iptPence };
}

/** The driver factors of each driver, and the riskiest driver (the highest product; the first of equals). */
export function riskiestDriver(
  risk: RiskProfile,
  ratebook: Ratebook,
): { driver: DriverProfile; results: FactorResult[] } {
  let best: { driver: DriverProfile; results: FactorResult[]; product: number } | undefined;
  for (const driver of risk.drivers) {
    const results = runFactors(driverFactors, { risk, ratebook, driver });
    const product = productOf(results);
    if (!best || product > best.product) best = { driver, results, product };
  }
  if (!best) throw new Error('A risk has at least the proposer as a driver');
  return best;
}

/**
 * The premium: the cover type's base rate times every relativity (the riskiest driver's driver
 * factors, then the policy factors), rounded once to pence, raised to the minimum premium, plus
 * IPT rounded to the penny. Also prices NCD protection as the difference it makes to the total.
 */
export function computePremium(risk: RiskProfile, ratebook: Ratebook): PremiumResult {
  const basePence =
    ratebook.base_rates.find((rate) => rate.cover_type === risk.coverType)?.premium_pence ?? 0;
  const { driver, results } = riskiestDriver(risk, ratebook);
  const context = { risk, ratebook, driver };
  // Object.assign, not `{ ...result, driver }`: a key added after a spread is slow in Node 20.
  const trace: TraceEntry[] = [];
  for (const result of results) trace.push(Object.assign({}, result, { driver: driver.role }));
  for (const factor of policyFactors) trace.push(factor(context));
  const relativity = productOf(trace);
  const price = priceOf(basePence, relativity, ratebook);

  let protectedNcdImpliedPricePence = 0;
  if (canProtectNcd(context)) {
    let unprotected = 1;
    for (const entry of trace) if (entry.factor !== 'ncd_protection') unprotected *= entry.relativity;
    const withProtection = priceOf(basePence, unprotected * ratebook.ncd.protection.relativity, ratebook);
    const without = priceOf(basePence, unprotected, ratebook);
    protectedNcdImpliedPricePence = Math.max(0, withProtection.totalPence - without.totalPence);
  }
  // One literal, the keys in the order a spread of the price gave them (a key after a spread is
  // slow in Node 20).
  return {
    basePence,
    relativity,
    trace,
    ratedPence: price.ratedPence,
    minimumApplied: price.minimumApplied,
    netPence: price.netPence,
    iptPence: price.iptPence,
    totalPence: price.totalPence,
    protectedNcdImpliedPricePence,
  };
}
