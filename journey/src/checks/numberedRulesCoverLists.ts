import { isObject } from '../steps/documentRefs';
import type { Check } from './checkTypes';
import { stepQuestions } from './schemaNodes';

// A rule that copies a list's items into numbered answers ("spread" the drivers' marital status
// into duqs.marital_status_driver_1 to 4, "renumber" them when a driver goes) names how many it
// numbers ("max"). The list's own limit is its step's maxItems: raised past the rule's max, the
// items after it are never copied, and what reads the numbered answers (the rating) never sees
// them. Nothing fails: the customer is quietly priced without them.

const file = 'rules.json';

/** The largest maxItems a step writes for the list at `path` ('risk.additional_drivers'). */
function listMaximum(documents: Parameters<Check['check']>[0], path: string): number | undefined {
  const counts = (stepQuestions(documents).get(path) ?? [])
    .map(({ node }) => node.maxItems)
    .filter((count): count is number => typeof count === 'number');
  return counts.length > 0 ? Math.max(...counts) : undefined;
}

export const numberedRulesCoverLists: Check = {
  name: 'numbered-rules-cover-lists',
  description: `every rule of ${file} that numbers a list's items (spread, renumber) numbers as many as the list's step lets customers give (its maxItems)`,
  check(documents, report) {
    const rules = documents[file];
    if (!isObject(rules) || !Array.isArray(rules.rules)) return; // rulesNameRealPaths says why
    rules.rules.forEach((rule: unknown, r) => {
      if (!isObject(rule) || !Array.isArray(rule.effects)) return;
      rule.effects.forEach((effect: unknown, e) => {
        if (!isObject(effect) || typeof effect.max !== 'number') return;
        const list = typeof effect.spread === 'string' ? effect.spread : effect.renumber;
        if (typeof list !== 'string') return;
        const most = listMaximum(documents, list);
        if (most === undefined || most <= effect.max) return;
        const numbered =
          typeof effect.into === 'string' ? effect.into : (effect.fields as unknown[]).join(', ');
        report({
          file,
          path: `rules.${r}.effects.${e}.max`,
          message: `rule '${String(rule.id)}' numbers at most ${effect.max} items of ${list} (${numbered}), but the step lets customers give ${most}: from item ${effect.max + 1} on, their answers would not be copied, and what reads them (the rating) would not see them. Raise "max" to ${most}, with the numbered answers it fills in the Proposal (schemas/entities/)`,
        });
      });
    });
  },
};
