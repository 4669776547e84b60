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
const limit = (code: string, index: number) => entry(code)?.limits[index];

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

  test.each(['PA', 'LE', 'KEY', 'TO', 'SAB1', 'SAB2', 'SAB3', 'SAB4', 'SABEU'])(
    '%s has a title, a headline, a description and documents',
    (code) => {
      expect(entry(code)).toMatchObject({
        title: expect.stringMatching(/\S/),
        description: expect.stringMatching(/\S/),
        kind: isBreakdown(code) ? 'breakdown' : 'cover',
      });
      expect(entry(code)?.headline.length).toBeGreaterThan(10);
      expect(entry(code)?.ipid?.url).toMatch(/^\/documents\/[a-z0-9-]+$/);
      expect(entry(code)?.wording_url).toMatch(/^\/documents\/[a-z0-9-]+$/);
    },
  );

  // By the limit's place in its add-on: PA per person and per accident, TO per claim and claims a
  // year, SAB1 roadside help, SAB3 recovery.
  test.each<[string, number, number, string]>([
    ['PA', 0, 25000, 'GBP'],
    ['PA', 1, 175000, 'GBP'],
    ['TO', 0, 500, 'GBP'],
    ['TO', 1, 2, 'claims_per_year'],
    ['SAB1', 0, 0.25, 'miles'],
    ['SAB3', 1, 8, 'people'],
  ])('%s: limit %i is %d %s (specification section 9)', (code, index, amount, unit) => {
    expect(limit(code, index)).toMatchObject({ amount, unit, label: expect.stringMatching(/\S/) });
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
