import { describe, test, expect } from 'vitest';
import type { AddonCatalogue } from '../../schemas/generated/index';
import { createAjv, schemaId } from '../../schemas/src/createAjv';
import catalogueJson from '../../journey/addons.json';
import { NEVER_LISTED, isBreakdown } from './addons';
import { productRatebook } from '../../tests/support/rating/ratingFixtures';

// journey/addons.json is checked here, beside the prices it describes (STYLE.md rule 4).

const catalogue = catalogueJson as AddonCatalogue;
const validate = createAjv().getSchema(schemaId('entities/addon-catalogue.schema.json'))!;
const entry = (code: string) => catalogue.addons.find((addon) => addon.code === code);
const limit = (code: string, label: string) => entry(code)?.limits.find((l) => l.label === label);

describe('journey/addons.json', () => {
  test('is a valid add-on catalogue', () => {
    expect(validate(catalogue) ? [] : validate.errors).toEqual([]);
  });

  test('describes exactly the add-ons the ratebook prices, and never MF or KE', () => {
    const codes = catalogue.addons.map((addon) => addon.code);
    expect(codes).toEqual(productRatebook().addons.map((addon) => addon.code));
    for (const code of NEVER_LISTED) expect(codes).not.toContain(code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  test.each([
    ['PA', 'Enhanced personal accident'],
    ['LE', 'Motor legal protection'],
    ['KEY', 'Key cover'],
    ['TO', 'Tool cover'],
    ['SAB1', 'Roadside'],
    ['SAB2', 'Roadside & at Home'],
    ['SAB3', 'Roadside, at Home & Recovery'],
    ['SAB4', 'Roadside, at Home, Recovery & Onward Travel'],
    ['SABEU', 'European'],
  ])('%s is "%s", with a headline, a description and documents', (code, title) => {
    expect(entry(code)).toMatchObject({ title, kind: isBreakdown(code) ? 'breakdown' : 'cover' });
    expect(entry(code)?.headline.length).toBeGreaterThan(10);
    expect(entry(code)?.ipid?.url).toMatch(/^\/docs\/.+\.pdf$/);
    expect(entry(code)?.wording_url).toMatch(/^\/docs\/.+\.pdf$/);
  });

  test.each<[string, string, number, string]>([
    ['PA', 'Per person', 25000, 'GBP'],
    ['PA', 'Per accident', 175000, 'GBP'],
    ['TO', 'Per claim', 500, 'GBP'],
    ['TO', 'Claims', 2, 'claims_per_year'],
    ['SAB1', 'Roadside help', 0.25, 'miles'],
    ['SAB3', 'Recovery', 8, 'people'],
  ])('%s: %s is %d %s (specification section 9)', (code, label, amount, unit) => {
    expect(limit(code, label)).toMatchObject({ amount, unit });
  });

  test('each breakdown tier includes the one before it, and names known features', () => {
    const known = catalogue.breakdown_features.map((feature) => feature.code);
    const tiers = catalogue.addons.filter((addon) => addon.kind === 'breakdown');
    tiers.forEach((tier, i) => {
      for (const feature of tier.features ?? []) expect(known).toContain(feature);
      for (const feature of tiers[i - 1]?.features ?? []) expect(tier.features).toContain(feature);
    });
  });
});
