import type { Ratebook } from '../../schemas/generated/index';
import { driverFactors, policyFactors } from './factors/index';
import { canProtectNcd } from './factors/ncdProtection';
import { percentOf } from './money';
import type { DriverProfile, FactorResult, PremiumResult, RiskProfile, TraceEntry } from './types';

// A ceiling far above any premium a ratebook can produce (£100m): whatever the data, the pence
// stay safe integers. Real outliers are referred long before, at maximum_premium_pence.
const CEILING_PENCE = 10_000_000_000;

const productOf = (results: readonly FactorResult[]): number =>
  results.reduce((product, result) => product * result.relativity, 1);

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
    const results = driverFactors.map((factor) => factor({ risk, ratebook, driver }));
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
  const policy = policyFactors.map((factor) => factor(context));
  // Object.assign, not `{ ...result, driver }`: a key added after a spread is slow in Node 20.
  const trace: TraceEntry[] = [
    ...results.map((result): TraceEntry => Object.assign({}, result, { driver: driver.role })),
    ...policy,
  ];
  const relativity = productOf(trace);
  const price = priceOf(basePence, relativity, ratebook);

  let protectedNcdImpliedPricePence = 0;
  if (canProtectNcd(context)) {
    const unprotected = productOf(trace.filter((entry) => entry.factor !== 'ncd_protection'));
    const withProtection = priceOf(basePence, unprotected * ratebook.ncd.protection.relativity, ratebook);
    const without = priceOf(basePence, unprotected, ratebook);
    protectedNcdImpliedPricePence = Math.max(0, withProtection.totalPence - without.totalPence);
  }
  return { basePence, relativity, trace, ...price, protectedNcdImpliedPricePence };
}
