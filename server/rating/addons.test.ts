import { describe, test, expect } from 'vitest';
import { NEVER_LISTED, isBreakdown, priceAddons } from './addons';
import { productRatebook, riskProfile } from '../../tests/support/rating/ratingFixtures';

describe('priceAddons', () => {
  test('offers every add-on the ratebook prices, at its price and in its order, when none is limited', () => {
    const ratebook = productRatebook();
    ratebook.addons = ratebook.addons.map(({ code, premium_pence }) => ({ code, premium_pence }));
    expect(priceAddons(riskProfile(), ratebook)).toEqual(
      ratebook.addons.map(({ code, premium_pence }) => ({ code, premiumPence: premium_pence })),
    );
  });

  test.each([
    ['LocalHaul', false],
    ['OwnGoods', true],
    ['SDP', true],
    ['SDPC', true],
  ])('European breakdown for %s: %s', (classOfUse, offered) => {
    const codes = priceAddons(riskProfile({ classOfUse }), productRatebook()).map((a) => a.code);
    expect(codes.includes('SABEU')).toBe(offered);
  });

  test('MF and KE are never listed, even when a ratebook prices them', () => {
    const ratebook = productRatebook();
    ratebook.addons.push({ code: 'MF', premium_pence: 100 }, { code: 'KE', premium_pence: 100 });
    const codes = priceAddons(riskProfile(), ratebook).map((a) => a.code);
    for (const code of NEVER_LISTED) expect(codes).not.toContain(code);
  });

  test('an add-on limited to cover types is offered only with them', () => {
    const ratebook = productRatebook();
    ratebook.addons = [{ code: 'PA', premium_pence: 1999, cover_types: ['C'] }];
    expect(priceAddons(riskProfile({ coverType: 'C' }), ratebook)).toEqual([
      { code: 'PA', premiumPence: 1999 },
    ]);
    expect(priceAddons(riskProfile({ coverType: 'TPO' }), ratebook)).toEqual([]);
  });

  test.each([
    ['SAB1', true],
    ['SABEU', true],
    ['PA', false],
    ['KEY', false],
  ])('%s is a breakdown tier: %s', (code, breakdown) => {
    expect(isBreakdown(code)).toBe(breakdown);
  });
});
