import { parsePath } from './path';
import { expandForEach } from './expandForEach';
import { rulePaths } from './mapRulePaths';
import type { JourneyRules } from './ruleTypes';

// Documents the rules met with no document before and left as they were: every rule meets such a
// document and leaves it (applyRules stops only after a whole pass changed nothing). The rules
// read and write nothing but the answers under their paths' first names (their roots), so what
// is noted is those answers, each an object that is never changed once made.
const settled = new WeakMap<JourneyRules, WeakMap<object, readonly unknown[]>>();
const rootsOf = new WeakMap<JourneyRules, readonly string[] | null>();

/**
 * The top-level answers the rules' paths start from ("risk"), or undefined when a path starts
 * with a list item or a `[*]` (what such rules read is not worked out: nothing is noted).
 */
export function ruleRoots(rules: JourneyRules): readonly string[] | undefined {
  let roots = rootsOf.get(rules);
  if (roots === undefined) {
    const found = new Set<string>();
    for (const rule of rules.rules.flatMap(expandForEach))
      for (const { path } of rulePaths(rule)) found.add(String(parsePath(path)[0]));
    roots = [...found].every((root) => /^[^*0-9]/.test(root)) ? [...found] : null;
    rootsOf.set(rules, roots);
  }
  return roots ?? undefined;
}

function rootAnswers(rules: JourneyRules, document: unknown): readonly unknown[] | undefined {
  const roots = ruleRoots(rules);
  if (!roots || roots.length === 0 || typeof document !== 'object' || document === null) return undefined;
  const answers = roots.map((root) => (document as Record<string, unknown>)[root]);
  const first = answers[0];
  return typeof first === 'object' && first !== null ? answers : undefined;
}

/** Notes that every rule leaves `document` as it is, with no document before. */
export function noteSettled(rules: JourneyRules, document: unknown): void {
  const answers = rootAnswers(rules, document);
  if (!answers) return;
  let noted = settled.get(rules);
  if (!noted) settled.set(rules, (noted = new WeakMap()));
  noted.set(answers[0] as object, answers);
}

/** Whether every rule was found to leave `document` (its answers under the roots) as it is. */
export function isSettled(rules: JourneyRules, document: unknown): boolean {
  const answers = rootAnswers(rules, document);
  const noted = answers && settled.get(rules)?.get(answers[0] as object);
  if (!answers || !noted) return false;
  for (let i = 0; i < answers.length; i += 1) if (answers[i] !== noted[i]) return false;
  return true;
}
