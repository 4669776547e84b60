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

// Entries are picked by what they are, never by their place, so an underwriter who adds, removes
// or reorders a rule, a band or a code leaves these cases testing what they say.
type Predicate = { fact: string; op: string; value: unknown };
const rules = ratebookJson.underwriting as { when: { all?: Predicate[]; any?: Predicate[] } }[];
/** The first underwriting rule whose `all` starts with a predicate `op` (its place, for the path). */
function ruleStartingWith(op: string): number {
  const at = rules.findIndex(({ when }) => when.all?.[0]?.op === op);
  if (at < 0) throw new Error(`the ratebook has no rule whose "all" starts with ${op}`);
  return at;
}
/** A numeric comparison (gt) and a list test (includes_any). */
const numberRule = ruleStartingWith('gt');
const listRule = ruleStartingWith('includes_any');
/** The last age band: one with a band before it. */
const lastAge = ratebookJson.driver.age.length - 1;
const classes = ratebookJson.use.class_of_use.values;
const lastExcess = ratebookJson.voluntary_excess.relativities.length - 1;

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
      (r) => (r.driver.age[lastAge].relativity = -1),
      { path: `driver.age.${lastAge}.relativity`, message: />= 0.05/ },
    ],
    [
      'a relativity typed as 110 for 1.10',
      (r) => (r.use.class_of_use.values[0].relativity = 110),
      { path: 'use.class_of_use.values.0.relativity', message: /<= 20/ },
    ],
    [
      'pence with decimals',
      (r) => (r.minimum_premium_pence = 250.5),
      { path: 'minimum_premium_pence', message: /integer/ },
    ],
    [
      'bands out of order',
      (r) => (r.driver.age[lastAge].from = r.driver.age[lastAge - 1].from - 1),
      { path: `driver.age.${lastAge}.from`, message: /greater than the one before/ },
    ],
    [
      'a code twice',
      (r) => r.use.class_of_use.values.push({ code: classes[0]!.code, relativity: 1 }),
      { path: `use.class_of_use.values.${classes.length}.code`, message: /listed twice/ },
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
      (r) => (r.underwriting[numberRule].when.all[0].value = 'x'),
      { path: `underwriting.${numberRule}.when.all.0`, message: 'gt needs a number' },
    ],
    [
      'a list fact tested with eq',
      (r) => Object.assign(r.underwriting[listRule].when.all[0], { op: 'eq', value: 'DR10' }),
      { path: `underwriting.${listRule}.when.all.0`, message: /use includes_any/ },
    ],
    [
      'an unknown fact',
      (r) => (r.underwriting[listRule].when.all[0].fact = 'mood'),
      { path: `underwriting.${listRule}.when.all.0.fact`, message: /allowed values/ },
    ],
    [
      'a minimum above the maximum',
      (r) => (r.minimum_premium_pence = 99999999),
      { path: 'minimum_premium_pence', message: /maximum_premium_pence/ },
    ],
    [
      'excess points out of order',
      (r) =>
        (r.voluntary_excess.relativities[lastExcess].excess_pence =
          r.voluntary_excess.relativities[lastExcess - 1].excess_pence - 1),
      { path: `voluntary_excess.relativities.${lastExcess}.excess_pence`, message: /greater/ },
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
