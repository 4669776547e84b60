import type { QuoteAddon } from '../../../../schemas/generated/index';
import { quoteFixture } from '../../../../tests/fixtures/index';
import catalogue from '../../../../journey/addons.json';
import extras from '../../../../journey/content/extras.json';
import { fillTemplate } from '../../../../journey/src/fillTemplate';
import { addonTitle, breakdownFeatures, breakdownOffers, coverOffers, isBreakdown } from './addonCatalogue';

const entry = (code: string) => catalogue.addons.find((addon) => addon.code === code);
const feature = (code: string) => catalogue.breakdown_features.find((candidate) => candidate.code === code);

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
    title: entry('PA')?.title,
    headline: entry('PA')?.headline,
    premium: 19.99,
    ipidUrl: '/documents/personal-accident-ipid',
    wordingUrl: '/documents/personal-accident-wording',
  });
});

test('a breakdown tier is named as breakdown cover outside the comparison, as the quote describes it', () => {
  const title = entry('SAB2')?.title ?? '';
  expect(addonTitle({ code: 'SAB2' })).toBe(fillTemplate(extras.addons.breakdownQuoteLine, { title }));
  expect(addonTitle({ code: 'PA' })).toBe(entry('PA')?.title);
});

test('an add-on the catalogue does not know takes its title from the quote', () => {
  expect(addonTitle({ code: 'XYZ', description: 'Something new' })).toBe('Something new');
  expect(coverOffers([{ code: 'XYZ', premium: 3 }])[0]).toMatchObject({ title: 'XYZ', premium: 3 });
});

describe('breakdownOffers', () => {
  test("every tier the quote offers, in the catalogue's order", () => {
    expect(breakdownOffers(tiers).map((tier) => tier.code)).toEqual([
      'SAB1',
      'SAB2',
      'SAB3',
      'SAB4',
      'SABEU',
    ]);
  });

  test('only the tiers the quote offers', () => {
    expect(breakdownOffers(quoteFixture().addons ?? []).map((t) => t.code)).toEqual(['SAB1']);
  });
});

test('breakdownFeatures: the rows the tiers shown give, with the limits of the specification', () => {
  const rows = breakdownFeatures(breakdownOffers(tiers.filter((tier) => tier.code !== 'SABEU')));
  expect(rows.map((row) => row.code)).toEqual(['ROADSIDE', 'HOME', 'RECOVERY', 'ONWARD']);
  expect(rows[0]?.text).toBe(feature('ROADSIDE')?.text);
  expect(rows[2]?.text).toBe(feature('RECOVERY')?.text);
  expect(breakdownFeatures(breakdownOffers(tiers)).map((row) => row.code)).toContain('EUROPE');
});
