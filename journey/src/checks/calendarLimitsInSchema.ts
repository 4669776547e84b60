import { isObject } from '../steps/documentRefs';
import type { Check, Report } from './checkTypes';

// A date question's calendar takes its range from the question's own date keywords (minAge,
// maxAge, earliestDate, latestDate), the same that validate it, so the two cannot disagree; a ui
// document stating a range of its own would be a second statement of the limit.

const calendarOptions = ['minDate', 'maxDate'] as const;

function visit(node: unknown, keys: string[], file: string, report: Report): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => visit(item, [...keys, String(i)], file, report));
    return;
  }
  if (!isObject(node)) return;
  const options = node['ui:options'];
  if (isObject(options))
    for (const option of calendarOptions)
      if (option in options)
        report({
          file,
          path: [...keys, 'ui:options', option].join('.'),
          message: `the calendar's range comes from the question's schema (minAge, maxAge, earliestDate, latestDate), which also validates it: remove ${option} here and state the limit in the schema`,
        });
  for (const [key, value] of Object.entries(node))
    if (key !== 'ui:options') visit(value, [...keys, key], file, report);
}

export const calendarLimitsInSchema: Check = {
  name: 'calendar-limits-in-schema',
  description:
    "no ui document states a calendar's range (minDate, maxDate): the date widget takes it from the question's date keywords, which also validate the answer",
  check(documents, report) {
    for (const [file, document] of Object.entries(documents))
      if (/(^|[/.])ui\.json$/.test(file)) visit(document, [], file, report);
  },
};
