import { findingsOf } from '../../../tests/support/journey/checkFixture';
import { addonCatalogueShape } from './addonCatalogueShape';

const cover = (code: string, kind = 'cover') => ({
  code,
  kind,
  title: `Cover ${code}`,
  headline: 'One line',
  description: 'What it gives',
  limits: [{ label: 'Per claim', text: '£500', amount: 500, unit: 'GBP' }],
});
const catalogue = (...addons: unknown[]) => ({ 'addons.json': { addons, breakdown_features: [] } });

describe('addonCatalogueShape', () => {
  test('finds nothing in a catalogue that fits, covers and breakdown tiers alike', () => {
    expect(findingsOf(addonCatalogueShape, catalogue(cover('PA'), cover('SAB1', 'breakdown')))).toEqual([]);
  });

  test.each<[string, unknown, string[]]>([
    [
      'a limit in a unit the catalogue does not know',
      { ...cover('CV'), limits: [{ label: 'Days', text: '14 days', amount: 14, unit: 'days' }] },
      ['addons.json  addons.0.limits.0.unit: must be one of "GBP", "people", "claims_per_year", "miles"'],
    ],
    [
      'an add-on without its headline',
      { ...cover('CV'), headline: undefined },
      ['addons.json  addons.0: give "headline" (addon-catalogue.schema.json requires it)'],
    ],
    [
      'a field the catalogue has not',
      { ...cover('CV'), price: 12 },
      ['addons.json  addons.0: "price" is no field of an add-on here'],
    ],
    [
      'a breakdown tier whose code has no SAB',
      cover('EUROPLUS', 'breakdown'),
      [
        'addons.json  addons.0.code: EUROPLUS is a breakdown tier here, but only a code containing SAB is treated as one (a tier of the comparison table, one at a time): give it a code with SAB in it, in the ratebook too',
      ],
    ],
    [
      'a cover whose code has SAB',
      cover('SABX'),
      [
        'addons.json  addons.0.kind: SABX contains SAB, so the page and the quote treat it as a breakdown tier: make its kind "breakdown", or give the cover a code without SAB, in the ratebook too',
      ],
    ],
  ])('%s', (_case, addon, findings) => {
    expect(findingsOf(addonCatalogueShape, catalogue(JSON.parse(JSON.stringify(addon))))).toEqual(findings);
  });

  test('says nothing without a catalogue (a test given some documents alone)', () => {
    expect(findingsOf(addonCatalogueShape, {})).toEqual([]);
  });
});
