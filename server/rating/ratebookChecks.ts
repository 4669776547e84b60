import type {
  Ratebook,
  RatebookBand,
  RatebookCodeTable,
  RatebookCondition,
  RatebookPredicate,
} from '../../schemas/generated/index';
import { postcodeAreas } from '../../schemas/src/formats/ukPostcode';
import { NEVER_LISTED } from './addons';
import { reasonPlaceholderProblems } from './reasonText';

/** A problem of a ratebook: the dotted path of the bad value and what is wrong. */
export interface RatebookError {
  path: string;
  message: string;
}

const LIST_FACTS: readonly RatebookPredicate['fact'][] = [
  'licence_types',
  'medical_conditions',
  'claim_codes',
  'conviction_codes',
  'modifications',
];
const NUMBER_OPS: readonly RatebookPredicate['op'][] = ['lt', 'lte', 'gt', 'gte'];
const LIST_OPS: readonly RatebookPredicate['op'][] = ['in', 'not_in', 'includes_any'];

function ascending(values: number[], path: string, key: string, errors: RatebookError[]): void {
  values.forEach((value, i) => {
    const previous = values[i - 1];
    if (previous !== undefined && value <= previous) {
      errors.push({
        path: `${path}.${i}.${key}`,
        message: `must be greater than the one before (${previous})`,
      });
    }
  });
}

function unique(codes: string[], path: string, key: string, errors: RatebookError[]): void {
  codes.forEach((code, i) => {
    if (codes.indexOf(code) !== i)
      errors.push({ path: `${path}.${i}.${key}`, message: `"${code}" is listed twice` });
  });
}

function predicateProblem(p: RatebookPredicate): string | undefined {
  const isList = Array.isArray(p.value);
  if (NUMBER_OPS.includes(p.op) && typeof p.value !== 'number') return `${p.op} needs a number`;
  if (LIST_OPS.includes(p.op) && !isList) return `${p.op} needs a list`;
  if (!NUMBER_OPS.includes(p.op) && !LIST_OPS.includes(p.op) && isList) return `${p.op} needs a single value`;
  if (LIST_FACTS.includes(p.fact) !== (p.op === 'includes_any')) {
    return LIST_FACTS.includes(p.fact)
      ? `${p.fact} is a list: use includes_any`
      : 'includes_any needs a list fact';
  }
  return undefined;
}

function checkCondition(condition: RatebookCondition, path: string, errors: RatebookError[]): void {
  const groups = { all: condition.all ?? [], any: condition.any ?? [] };
  if (groups.all.length + groups.any.length === 0) {
    errors.push({ path, message: 'a condition needs at least one predicate' });
  }
  for (const [group, predicates] of Object.entries(groups)) {
    predicates.forEach((p, i) => {
      const problem = predicateProblem(p);
      if (problem) errors.push({ path: `${path}.${group}.${i}`, message: problem });
    });
  }
}

/**
 * What the schema cannot say: bands and excess points ascend, codes are unique, every cover type
 * has a base rate, every postcode area is priced, MF and KE are never priced, the minimum premium
 * is below the maximum, and each condition is well formed. `[]` when the ratebook is sound.
 */
export function ratebookProblems(ratebook: Ratebook): RatebookError[] {
  const errors: RatebookError[] = [];
  const bands: [string, RatebookBand[]][] = [
    ['driver.age', ratebook.driver.age],
    ['driver.years_licensed', ratebook.driver.years_licensed],
    ['additional_drivers', ratebook.additional_drivers],
    ['vehicle.value', ratebook.vehicle.value],
    ['vehicle.engine_size', ratebook.vehicle.engine_size],
    ['use.annual_mileage', ratebook.use.annual_mileage],
    ['use.business_established_months', ratebook.use.business_established_months],
    ['ncd.years', ratebook.ncd.years],
  ];
  for (const [path, list] of bands)
    ascending(
      list.map((band) => band.from),
      path,
      'from',
      errors,
    );
  const points = ratebook.voluntary_excess.relativities.map((point) => point.excess_pence);
  ascending(points, 'voluntary_excess.relativities', 'excess_pence', errors);

  const tables: [string, RatebookCodeTable][] = [
    ['driver.licence_type', ratebook.driver.licence_type],
    ['driver.marital_status', ratebook.driver.marital_status],
    ['driver.medical_condition', ratebook.driver.medical_condition],
    ['history.claims', ratebook.history.claims],
    ['history.convictions', ratebook.history.convictions],
    ['vehicle.body_style', ratebook.vehicle.body_style],
    ['vehicle.fuel_type', ratebook.vehicle.fuel_type],
    ['vehicle.modifications', ratebook.vehicle.modifications],
    ['use.class_of_use', ratebook.use.class_of_use],
    ['use.night_location', ratebook.use.night_location],
    ['use.daytime_location', ratebook.use.daytime_location],
    ['postcode_area', ratebook.postcode_area],
  ];
  for (const [path, table] of tables)
    unique(
      table.values.map((v) => v.code),
      `${path}.values`,
      'code',
      errors,
    );
  const priced = new Set(ratebook.postcode_area.values.map((value) => value.code));
  const unpriced = postcodeAreas.filter((area) => !priced.has(area));
  if (unpriced.length > 0)
    errors.push({ path: 'postcode_area.values', message: `no relativity for ${unpriced.join(', ')}` });

  const covers = ratebook.base_rates.map((rate) => rate.cover_type);
  unique(covers, 'base_rates', 'cover_type', errors);
  for (const cover of ['C', 'TPFT', 'TPO'] as const) {
    if (!covers.includes(cover))
      errors.push({ path: 'base_rates', message: `no base rate for cover ${cover}` });
  }
  if (ratebook.minimum_premium_pence > ratebook.maximum_premium_pence) {
    errors.push({ path: 'minimum_premium_pence', message: 'must not be above maximum_premium_pence' });
  }
  unique(
    ratebook.addons.map((addon) => addon.code),
    'addons',
    'code',
    errors,
  );
  ratebook.addons.forEach((addon, i) => {
    if (NEVER_LISTED.includes(addon.code))
      errors.push({ path: `addons.${i}.code`, message: `${addon.code} is never offered` });
  });
  unique(
    ratebook.endorsements.map((e) => e.code),
    'endorsements',
    'code',
    errors,
  );
  unique(
    ratebook.underwriting.map((rule) => rule.code),
    'underwriting',
    'code',
    errors,
  );
  ratebook.endorsements.forEach((e, i) => checkCondition(e.when, `endorsements.${i}.when`, errors));
  ratebook.underwriting.forEach((rule, i) => checkCondition(rule.when, `underwriting.${i}.when`, errors));
  errors.push(...reasonPlaceholderProblems(ratebook));
  return errors;
}
