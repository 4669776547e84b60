import { isObject } from '../steps/documentRefs';
import type { Check, Report } from './checkTypes';
import { codesOf, RATEBOOK_FILE, ratebookOf } from './ratebookDocument';

// The ratebook rates some answers by the code of the list option chosen (server/rating/factors:
// one table of codes a factor, `{ default, values: [{ code, relativity }] }`). An option the table
// does not name is priced at the table's default, the ratebook's rate for an answer it does not
// know: the journey works, and the underwriter may mean it (an "Other" option), so this is a
// warning, naming the option, the list and the table, for the underwriter to price or accept.
// A code of the ratebook that no option has prices nothing (a misspelt code: the option it meant
// takes the default); a warning too.

interface RatedList {
  /** The ratebook's table, dotted from its top. */
  table: string;
  /** The list of journey/lists whose option the answer is. */
  list: string;
  /**
   * A conviction without its own rate takes its family's (its code's first two letters: SP for
   * SP30), as the convictions factor reads the table.
   */
  byFamily?: boolean;
}

/** Each table of the ratebook read by a list's option, as the rating factors read them. */
export const ratedLists: readonly RatedList[] = [
  { table: 'driver.licence_type', list: 'driving_license_type' },
  { table: 'driver.marital_status', list: 'duq_marital_status' },
  { table: 'driver.medical_condition', list: 'medical_condition' },
  { table: 'history.claims', list: 'motor_claim' },
  { table: 'history.convictions', list: 'motor_convictions', byFamily: true },
  { table: 'vehicle.body_style', list: 'vehicle_body_style' },
  { table: 'vehicle.fuel_type', list: 'vehicle_fuel_type' },
  { table: 'vehicle.modifications', list: 'duq_vehicle_modification' },
  { table: 'use.class_of_use', list: 'class_of_use' },
  { table: 'use.night_location', list: 'duq_vehicle_night_location' },
  { table: 'use.daytime_location', list: 'duq_vehicle_daytime_location' },
];

/** Other places of the ratebook that name a list's options: each must be one of them. */
export const namedOptions: readonly { at: string; list: string }[] = [
  { at: 'history.fault_claim_codes', list: 'motor_claim' },
  { at: 'use.business_classes_of_use', list: 'class_of_use' },
  { at: 'ncd.accepted_insurance_types', list: 'insurance_type' },
  { at: 'addons.*.excluded_classes_of_use', list: 'class_of_use' },
];

const shownRatebook = RATEBOOK_FILE.slice('../'.length);

/** The values at a dotted path (`*` for every item of an array), each with its full path. */
function valuesAt(node: unknown, keys: string[], path: string[] = []): { value: unknown; path: string }[] {
  if (keys.length === 0) return [{ value: node, path: path.join('.') }];
  const [key, ...rest] = keys as [string, ...string[]];
  if (key === '*')
    return Array.isArray(node) ? node.flatMap((item, i) => valuesAt(item, rest, [...path, String(i)])) : [];
  return isObject(node) && key in node ? valuesAt(node[key], rest, [...path, key]) : [];
}

/** The options of a list document: each value (a string) with its name and index. */
function optionsOf(list: unknown): { value: string; name: string; index: number }[] {
  if (!isObject(list) || !Array.isArray(list.options)) return [];
  return list.options.flatMap((option, index) =>
    isObject(option) && typeof option.value === 'string'
      ? [{ value: option.value, name: typeof option.name === 'string' ? option.name : option.value, index }]
      : [],
  );
}

function checkTable({ table, list, byFamily }: RatedList, ratebook: unknown, lists: unknown, report: Report) {
  const [found] = valuesAt(ratebook, table.split('.'));
  const options = optionsOf(lists);
  if (!found || !isObject(found.value) || options.length === 0) return;
  const codes = codesOf(found.value.values);
  const rated = new Set(codes.map(({ code }) => code));
  const fallback = found.value.default;
  const listFile = `lists/${list}.json`;
  for (const { value, name, index } of options) {
    if (rated.has(value) || (byFamily && rated.has(value.slice(0, 2)))) continue;
    const family = byFamily ? ` (or its family ${value.slice(0, 2)})` : '';
    report({
      file: listFile,
      path: `options.${index}.value`,
      severity: 'warning',
      message: `the option "${name}" (${value}) has no rate in the ratebook's ${table} table, so it is priced at the table's default (${String(fallback)}): if that is not meant, add { "code": "${value}", "relativity": ... }${family} to "${table}.values" in ${shownRatebook}`,
    });
  }
  const values = options.map(({ value }) => value);
  for (const { code, index } of codes) {
    const answered =
      values.includes(code) || (byFamily && code.length === 2 && values.some((v) => v.startsWith(code)));
    if (answered) continue;
    report({
      file: RATEBOOK_FILE,
      path: `${table}.values.${index}.code`,
      severity: 'warning',
      message: `rates ${code}, which no option of journey/${listFile} has, so no answer is priced by it (a misspelt code?)`,
    });
  }
}

export const listOptionsRated: Check = {
  name: 'list-options-rated',
  description: `every option of a list the ratebook rates by (${ratedLists.map(({ list }) => list).join(', ')}) has its own rate in the ratebook (${shownRatebook}), else it is priced at the table's default (a warning); every code the ratebook names is an option of its list`,
  check(documents, report) {
    const ratebook = ratebookOf(documents);
    if (!ratebook) return;
    for (const rated of ratedLists)
      checkTable(rated, ratebook, documents[`lists/${rated.list}.json`], report);
    for (const { at, list } of namedOptions) {
      const values = optionsOf(documents[`lists/${list}.json`]).map(({ value }) => value);
      if (values.length === 0) continue;
      for (const { value: named, path } of valuesAt(ratebook, at.split('.'))) {
        if (!Array.isArray(named)) continue;
        named.forEach((code, i) => {
          if (typeof code !== 'string' || values.includes(code)) return;
          report({
            file: RATEBOOK_FILE,
            path: `${path}.${i}`,
            severity: 'warning',
            message: `names ${code}, which no option of journey/lists/${list}.json has (a misspelt code?)`,
          });
        });
      }
    }
  },
};
