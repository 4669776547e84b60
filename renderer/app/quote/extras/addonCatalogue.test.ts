import type { QuoteAddon } from '../../../../schemas/generated/index';
import { quoteFixture } from '../../../../tests/fixtures/index';
import { addonTitle, breakdownFeatures, breakdownOffers, coverOffers, isBreakdown } from './addonCatalogue';

const tiers: QuoteAddon[] = [
  { code: 'SABEU', premium: 119, is_selected: null },
  { code: 'SAB2', premium: 45, is_selected: null },
  { code: 'SAB1', premium: 29, is_selected: null },
  { code: 'SAB4', premium: 79, is_selected: null },
  { code: 'SAB3', premium: 59, is_selected: null },
];

test.each([
  ['SAB1', true],
  ['SABEU', true],
  ['PA', false],
  ['KEY', false],
])('isBreakdown(%s) is %s', (code, expected) => {
  expect(isBreakdown(code)).toBe(expected);
});

test('coverOffers: a card per optional cover, not breakdown, never MF or KE', () => {
  const addons = [...(quoteFixture().addons ?? []), { code: 'MF', premium: 5 }, { code: 'KE', premium: 5 }];
  const offers = coverOffers(addons);
  expect(offers.map((offer) => offer.code)).toEqual(['PA', 'LE', 'KEY', 'TO']);
  expect(offers[0]).toMatchObject({
    title: 'Enhanced personal accident',
    headline: 'Up to £25,000 for each person hurt in your van, and £175,000 for one accident.',
    premium: 19.99,
    ipidUrl: '/docs/personal-accident-ipid.pdf',
    wordingUrl: '/docs/personal-accident-wording.pdf',
  });
});

test('an add-on the catalogue does not know takes its title from the quote', () => {
  expect(addonTitle({ code: 'XYZ', description: 'Something new' })).toBe('Something new');
  expect(coverOffers([{ code: 'XYZ', premium: 3 }])[0]).toMatchObject({ title: 'XYZ', premium: 3 });
});

describe('breakdownOffers', () => {
  test.each<[string | undefined, string[]]>([
    ['OwnGoods', ['SAB1', 'SAB2', 'SAB3', 'SAB4', 'SABEU']],
    [undefined, ['SAB1', 'SAB2', 'SAB3', 'SAB4', 'SABEU']],
    ['LocalHaul', ['SAB1', 'SAB2', 'SAB3', 'SAB4']],
  ])('class of use %s -> %o', (classOfUse, codes) => {
    expect(breakdownOffers(tiers, classOfUse).map((tier) => tier.code)).toEqual(codes);
  });

  test('only the tiers the quote offers', () => {
    expect(breakdownOffers(quoteFixture().addons ?? [], 'OwnGoods').map((t) => t.code)).toEqual(['SAB1']);
  });
});

test('breakdownFeatures: the rows the tiers shown give, with the limits of the specification', () => {
  const rows = breakdownFeatures(breakdownOffers(tiers, 'LocalHaul'));
  expect(rows.map((row) => row.code)).toEqual(['ROADSIDE', 'HOME', 'RECOVERY', 'ONWARD']);
  expect(rows[0]?.text).toMatch(/quarter of a mile or more from home/);
  expect(rows[2]?.text).toMatch(/up to 8 people/);
  expect(breakdownFeatures(breakdownOffers(tiers, 'OwnGoods')).map((row) => row.code)).toContain('EUROPE');
});
