import { describe, test, expect } from 'vitest';
import { computePremium, priceOf, riskiestDriver } from './premium';
import { driverProfile, productRatebook, riskProfile } from '../../tests/support/rating/ratingFixtures';

const ratebook = productRatebook();

describe('priceOf', () => {
  // The price's arithmetic over figures stated here, whatever the product's ratebook says.
  const figures = { ...productRatebook(), minimum_premium_pence: 25000, ipt_percent: 12 };
  test.each([
    [65000, 1, 65000, false, 65000, 7800],
    [65000, 0.78901, 51286, false, 51286, 6154],
    [65000, 0.1, 6500, true, 25000, 3000],
    [65000, Number.POSITIVE_INFINITY, 10_000_000_000, false, 10_000_000_000, 1_200_000_000],
  ])('%d x %d rounds once to %d (minimum %s), net %d, IPT %d', (base, rel, rated, minimum, net, ipt) => {
    expect(priceOf(base, rel, figures)).toEqual({
      ratedPence: rated,
      minimumApplied: minimum,
      netPence: net,
      iptPence: ipt,
      totalPence: net + ipt,
    });
  });
});

describe('riskiestDriver', () => {
  test('the driver with the highest product of driver factors counts', () => {
    const young = driverProfile({ role: 'Driver 1', age: 19, yearsLicensed: 1 });
    const risk = riskProfile({ drivers: [driverProfile(), young] });
    expect(riskiestDriver(risk, ratebook).driver.role).toBe('Driver 1');
  });

  test('of equals, the proposer counts', () => {
    const risk = riskProfile({ drivers: [driverProfile(), driverProfile({ role: 'Driver 1' })] });
    expect(riskiestDriver(risk, ratebook).driver.role).toBe('Proposer');
  });
});

describe('computePremium', () => {
  const premium = computePremium(riskProfile(), ratebook);

  test('traces every factor, driver factors named after the riskiest driver', () => {
    expect(premium.trace.map((entry) => entry.factor)).toEqual([
      'driver_age',
      'years_licensed',
      'licence_type',
      'marital_status',
      'medical_condition',
      'additional_drivers',
      'claims',
      'convictions',
      'postcode_area',
      'class_of_use',
      'annual_mileage',
      'business_established_months',
      'night_location',
      'daytime_location',
      'vehicle_value',
      'abi_group',
      'engine_size',
      'body_style',
      'fuel_type',
      'modifications',
      'tracker',
      'hazardous_goods',
      'sign_writing',
      'racking',
      'refrigeration',
      'ncd_years',
      'voluntary_excess',
      'ncd_protection',
    ]);
    expect(premium.trace[0]?.driver).toBe('Proposer');
  });

  test('multiplies the base rate by every relativity, rounds once and adds IPT at 12%', () => {
    const product = premium.trace.reduce((p, entry) => p * entry.relativity, 1);
    expect(premium.relativity).toBe(product);
    const base = ratebook.base_rates.find((rate) => rate.cover_type === riskProfile().coverType);
    expect(premium.basePence).toBe(base?.premium_pence);
    expect(premium.ratedPence).toBe(Math.round((base?.premium_pence ?? 0) * product));
    expect(premium.iptPence).toBe(Math.floor((premium.netPence * ratebook.ipt_percent) / 100 + 0.5));
    expect(premium.totalPence).toBe(premium.netPence + premium.iptPence);
  });

  test('prices NCD protection as the difference it makes, whether chosen or not', () => {
    const unprotected = computePremium(riskProfile({ ncdYears: 5 }), ratebook);
    const protectedNcd = computePremium(riskProfile({ ncdYears: 5, ncdProtected: true }), ratebook);
    expect(protectedNcd.totalPence - unprotected.totalPence).toBe(unprotected.protectedNcdImpliedPricePence);
    expect(protectedNcd.protectedNcdImpliedPricePence).toBe(unprotected.protectedNcdImpliedPricePence);
    expect(unprotected.protectedNcdImpliedPricePence).toBeGreaterThan(0);
    expect(computePremium(riskProfile({ ncdYears: 2 }), ratebook).protectedNcdImpliedPricePence).toBe(0);
  });

  test('a tiny premium is raised to the minimum', () => {
    const cheap = productRatebook();
    cheap.base_rates = cheap.base_rates.map((rate) => ({ ...rate, premium_pence: 100 }));
    cheap.minimum_premium_pence = 25000;
    cheap.ipt_percent = 12;
    const result = computePremium(riskProfile(), cheap);
    expect(result).toMatchObject({ minimumApplied: true, netPence: 25000, totalPence: 28000 });
  });
});
