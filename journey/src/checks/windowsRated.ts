import { isObject } from '../steps/documentRefs';
import type { Check } from './checkTypes';
import { RATEBOOK_FILE, ratebookOf } from './ratebookDocument';
import { schemaNodes } from './schemaNodes';

// The journey asks for the claims and convictions of the last years ("earliestDate": { "from":
// "today", "years": -5 } on their dates), and the ratebook rates those of its own last years
// (look_back_years; server/rating/profileDrivers.ts reads a claim's date and a conviction's
// conviction_date). A product person who moves one alone leaves the rating blind to years asked,
// or rating years no customer is asked about. The journey still works and the underwriter may
// mean it, so this is a warning, naming both numbers and both files.

/** The dates of a list's items that the rating counts back: the list's name and its item's date. */
const ratedDates: readonly { list: string; date: string; what: string }[] = [
  { list: 'claims', date: 'date', what: 'claims' },
  { list: 'convictions', date: 'conviction_date', what: 'convictions' },
];

/** The years a date bound counts back from today: 5 of { "from": "today", "years": -5 }. */
function yearsBack(bound: unknown): number | undefined {
  const bounds = Array.isArray(bound) ? bound : [bound];
  for (const each of bounds)
    if (isObject(each) && each.from === 'today' && typeof each.years === 'number' && each.years < 0)
      return -each.years;
  return undefined;
}

export const windowsRated: Check = {
  name: 'windows-rated',
  description:
    "the years the claims' and convictions' dates go back (their earliestDate from today) are the years the ratebook rates (look_back_years)",
  check(documents, report) {
    const rated = ratebookOf(documents)?.look_back_years;
    if (typeof rated !== 'number') return;
    // A bound written once in a shared document is named once, however many steps reach it.
    const named = new Set<string>();
    for (const found of schemaNodes(documents)) {
      const answer = found.answer;
      if (!answer || answer.length < 3 || answer.at(-2) !== '*') continue;
      const dated = ratedDates.find((d) => d.list === answer.at(-3) && d.date === answer.at(-1));
      const years = yearsBack(found.node.earliestDate);
      if (!dated || years === undefined || years === rated) continue;
      const path = [...found.keys, 'earliestDate'].join('.');
      if (named.has(`${found.file}|${path}`)) continue;
      named.add(`${found.file}|${path}`);
      report({
        file: found.file,
        path,
        severity: 'warning',
        message: `customers are asked for the ${dated.what} of the last ${years} years, but the ratebook rates those of the last ${rated} (look_back_years in ${RATEBOOK_FILE.replace(/^\.\.\//, '')}): ${
          years < rated
            ? `a ${dated.what.slice(0, -1)} ${years} to ${rated} years old would be rated, had it been asked`
            : `a ${dated.what.slice(0, -1)} ${rated} to ${years} years old is asked for and never rated`
        }. If that is not meant, write the same years in both`,
      });
    }
  },
};
