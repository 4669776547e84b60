import { describe, test, expect } from 'vitest';
import { createAjv } from '../../schemas/src/createAjv';
import ratebookJson from './ratebook.json';
import { assertValidRatebook, validateRatebook } from './validateRatebook';

const ajv = createAjv();
const broken = (change: (ratebook: Record<string, never>) => void): unknown => {
  const copy = structuredClone(ratebookJson) as unknown as Record<string, never>;
  change(copy);
  return copy;
};
// The ratebook is changed as loose JSON here, to break it in ways its type forbids.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

describe('validateRatebook', () => {
  test('accepts the product ratebook', () => {
    const check = validateRatebook(ajv, ratebookJson);
    expect(check.errors).toEqual([]);
    expect(check.ratebook?.version).toBe(ratebookJson.version);
  });

  test.each<[string, (r: Any) => void, { path: string; message: string | RegExp }]>([
    ['a missing version', (r) => delete r.version, { path: 'version', message: /required/ }],
    ['an unknown field', (r) => (r.surprise = 1), { path: 'surprise', message: /additional/ }],
    [
      'a negative relativity',
      (r) => (r.driver.age[3].relativity = -1),
      { path: 'driver.age.3.relativity', message: />= 0.05/ },
    ],
    [
      'a relativity typed as 110 for 1.10',
      (r) => (r.use.class_of_use.values[2].relativity = 110),
      { path: 'use.class_of_use.values.2.relativity', message: /<= 20/ },
    ],
    [
      'pence with decimals',
      (r) => (r.minimum_premium_pence = 250.5),
      { path: 'minimum_premium_pence', message: /integer/ },
    ],
    [
      'bands out of order',
      (r) => (r.driver.age[3].from = 2),
      { path: 'driver.age.3.from', message: /greater than the one before/ },
    ],
    [
      'a code twice',
      (r) => r.use.class_of_use.values.push({ code: 'SDP', relativity: 1 }),
      { path: 'use.class_of_use.values.4.code', message: /listed twice/ },
    ],
    [
      'a postcode area missing',
      (r) => r.postcode_area.values.splice(0, 1),
      { path: 'postcode_area.values', message: 'no relativity for AB' },
    ],
    [
      'a cover type without a base rate',
      (r) => r.base_rates.pop(),
      { path: 'base_rates', message: 'no base rate for cover TPO' },
    ],
    [
      'MF priced',
      (r) => r.addons.push({ code: 'MF', premium_pence: 100 }),
      { path: `addons.${ratebookJson.addons.length}.code`, message: 'MF is never offered' },
    ],
    [
      'an empty condition',
      (r) => (r.underwriting[0].when = {}),
      { path: 'underwriting.0.when', message: /at least one predicate/ },
    ],
    [
      'a number compared with text',
      (r) => (r.underwriting[9].when.all[0].value = 'x'),
      { path: 'underwriting.9.when.all.0', message: 'gt needs a number' },
    ],
    [
      'a list fact tested with eq',
      (r) => Object.assign(r.underwriting[0].when.all[0], { op: 'eq', value: 'DR10' }),
      { path: 'underwriting.0.when.all.0', message: /use includes_any/ },
    ],
    [
      'an unknown fact',
      (r) => (r.underwriting[0].when.all[0].fact = 'mood'),
      { path: 'underwriting.0.when.all.0.fact', message: /allowed values/ },
    ],
    [
      'a minimum above the maximum',
      (r) => (r.minimum_premium_pence = 99999999),
      { path: 'minimum_premium_pence', message: /maximum_premium_pence/ },
    ],
    [
      'excess points out of order',
      (r) => (r.voluntary_excess.relativities[2].excess_pence = 5),
      { path: 'voluntary_excess.relativities.2.excess_pence', message: /greater/ },
    ],
  ])('names %s', (_description, change, expected) => {
    const check = validateRatebook(ajv, broken(change));
    expect(check.ratebook).toBeUndefined();
    expect(check.errors).toContainEqual({
      path: expected.path,
      message: expect.stringMatching(expected.message),
    });
  });

  test('assertValidRatebook stops with every problem named', () => {
    expect(() =>
      assertValidRatebook(
        ajv,
        broken((r: Any) => delete r.finance),
      ),
    ).toThrow(
      "server/rating/ratebook.json is not a valid ratebook: finance: must have required property 'finance'",
    );
  });
});
