import { isObject } from '../steps/documentRefs';
import type { JsonObject } from '../steps/stepTypes';
import { formNumber } from './formNumber';

/** `{direct_debit.third_party.date_of_birth.minAge}`: a question's path, then its keyword. */
const placeholder = /\{([A-Za-z]\w*(?:\.\w+)+)\}/g;

/**
 * The number a form's UI text names as `{<question path>.<keyword>}` ("direct_debit.third_party.
 * date_of_birth.minAge", or a date bound's "...start_date.latestDate.days"), read from the form's
 * schema where the rule is written; undefined when the name is no number of the form.
 */
export function formTextValue(schema: JsonObject, name: string): string | undefined {
  const parts = name.split('.');
  // The keyword is the last part, or the last two for a date bound's offset.
  for (const size of [1, 2]) {
    if (parts.length <= size) continue;
    try {
      return String(formNumber(schema, parts.slice(0, -size), parts.slice(-size).join('.')));
    } catch {
      // Not a number of the form under this reading: try the other.
    }
  }
  return undefined;
}

/**
 * A form's UI schema whose texts (help, placeholders, labels) say the form's own limits: a help
 * text may write "must be {direct_debit.third_party.date_of_birth.minAge} or over", so the age is
 * written once, on the question whose rule it is, and the help follows a change to it. A
 * placeholder that names no number is left as written (`npm run check:journey` reports it).
 */
export function withFormTextValues(ui: unknown, schema: JsonObject): unknown {
  if (typeof ui === 'string')
    return ui.replace(placeholder, (whole, name: string) => formTextValue(schema, name) ?? whole);
  if (Array.isArray(ui)) return ui.map((item) => withFormTextValues(item, schema));
  if (!isObject(ui)) return ui;
  return Object.fromEntries(
    Object.entries(ui).map(([key, value]) => [key, withFormTextValues(value, schema)]),
  );
}
