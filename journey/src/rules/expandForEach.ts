import { mapRulePaths } from './mapRulePaths';
import type { Rule } from './ruleTypes';

/** A rule with its `@` replaced by one place of its forEach; `place` says which. */
export interface PlacedRule extends Rule {
  place?: string;
}

/** `@` alone or `@.rest` becomes `place` or `place.rest`; other paths are left as they are. */
export function placePath(path: string, place: string): string {
  return path === '@' ? place : path.startsWith('@.') ? place + path.slice(1) : path;
}

/**
 * The rule once for each place of its `forEach` (the rule itself when it has none), e.g. a rule
 * for every driver becomes one for "risk.proposer" and one for "risk.additional_drivers[*]".
 */
export function expandForEach(rule: Rule): PlacedRule[] {
  if (!rule.forEach) return [rule];
  const { forEach, ...rest } = rule;
  return forEach.map((place) => ({ ...mapRulePaths(rest, (path) => placePath(path, place)), place }));
}
