import { applyRules } from '../rules/applyRules';
import { noteSettled } from '../rules/settledDocuments';
import type { JourneyRules } from '../rules/ruleTypes';
import { reuseUnchanged } from './reuseUnchanged';
import { withoutHidden, type Matches } from './schemaResolver';
import type { JsonObject } from './stepTypes';

/**
 * The answers as the journey keeps them: every answer the step schemas hide for these answers
 * removed (withoutHidden), then the rules applied (what a condition cannot say: set, derive,
 * renumber, effects across steps). The server calls it on every save with no `previous` (a save
 * is a whole step); the form does the same on every change, the open step's schema first and then
 * the rules with the document before the change. Whatever comes back as it was in `next` is
 * `next`'s own part (reuseUnchanged), so a caller can tell unchanged answers by identity.
 * `stored`: the answers as the server stored them, which `next` shares its unchanged answers
 * with (sharedWith): the rules the changed answers do not meet are not applied again (applyRules'
 * `near`). The result is the same with or without it.
 */
export function settleAnswers<T>(
  rules: JourneyRules,
  schemas: readonly JsonObject[],
  previous: unknown,
  next: T,
  matches: Matches,
  stored?: unknown,
): T {
  const cleaned = withoutHidden(schemas, next, matches);
  const settled = reuseUnchanged(applyRules(rules, previous, cleaned, { near: stored }), next);
  // The same answers as the rules' own result, so settled alike: the next save finds it stored.
  if (previous === undefined) noteSettled(rules, settled);
  return settled as T;
}
