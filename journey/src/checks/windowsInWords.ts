import { isObject } from '../steps/documentRefs';
import type { Check } from './checkTypes';
import { schemaNodes, type SchemaNode } from './schemaNodes';

// A list's question says how far back it asks ("claims ... in the last 5 years?") while the
// dates of its items are bounded on their own ("earliestDate": { "from": "today", "years": -5 }).
// The title cannot read the bound (a title fills no placeholder), so a product person who
// shortens the window to 3 years would leave customers asked about 5 years and then refused a
// claim of 4 years ago. This check says which words to change with the bound.

/** The years a date bound counts back from today: 5 of { "from": "today", "years": -5 }. */
function yearsBack(bound: unknown): number | undefined {
  const bounds = Array.isArray(bound) ? bound : [bound];
  for (const each of bounds)
    if (isObject(each) && each.from === 'today' && typeof each.years === 'number' && each.years < 0)
      return -each.years;
  return undefined;
}

const key = (answer: readonly string[]) => answer.join('.');

export const windowsInWords: Check = {
  name: 'windows-in-words',
  description:
    "the question before a list (has_claims before claims) says as many years in its title and description as its items' dates go back (their earliestDate from today)",
  check(documents, report) {
    // A text is named once, however many dates (offence and conviction) or steps reach it.
    const named = new Set<string>();
    const nodes = schemaNodes(documents).filter((found) => found.root === 'step' && found.answer);
    const byAnswer = new Map<string, SchemaNode[]>();
    for (const found of nodes) {
      const at = key(found.answer!);
      byAnswer.set(at, [...(byAnswer.get(at) ?? []), found]);
    }
    for (const dated of nodes) {
      const answer = dated.answer!;
      const years = yearsBack(dated.node.earliestDate);
      // A date of a list's item: [..., 'claims', '*', 'date'].
      if (years === undefined || answer.length < 3 || answer.at(-2) !== '*') continue;
      const list = answer.slice(0, -2);
      const holder = key(list.slice(0, -1));
      for (const [at, found] of byAnswer) {
        if (!at.startsWith(`${holder}.`) || at.slice(holder.length + 1).includes('.')) continue;
        if (at === key(list)) continue;
        for (const sibling of found)
          for (const field of ['title', 'description'] as const) {
            const text = sibling.node[field];
            const path = [...sibling.keys, field].join('.');
            if (typeof text !== 'string' || named.has(`${sibling.file}|${path}`)) continue;
            const said = [...text.matchAll(/\b(\d+) years?\b/g)].find(([, n]) => Number(n) !== years)?.[1];
            if (said === undefined) continue;
            named.add(`${sibling.file}|${path}`);
            report({
              file: sibling.file,
              path,
              message: `says ${said} years, but the answers of ${key(list)} it asks for go back ${years} years (the earliestDate of ${answer.at(-1)} in ${dated.file}): customers would be asked about ${said} years and refused what is older than ${years}. Write ${years} here, or move the bound`,
            });
          }
      }
    }
  },
};
