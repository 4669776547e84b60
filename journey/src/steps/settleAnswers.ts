import { applyRules } from '../rules/applyRules';
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
 */
export function settleAnswers<T>(
  rules: JourneyRules,
  schemas: readonly JsonObject[],
  previous: unknown,
  next: T,
  matches: Matches,
): T {
  return reuseUnchanged(applyRules(rules, previous, withoutHidden(schemas, next, matches)), next) as T;
}
