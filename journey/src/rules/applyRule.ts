import { applyEffect } from './applyEffect';
import { bindingsOf, locate, type Binding } from './bindings';
import { evaluateCondition, type ConditionContext } from './evaluateCondition';
import { getAt } from './getAt';
import { rulePaths } from './mapRulePaths';
import type { Rule, RuleScope } from './ruleTypes';

const paths = new WeakMap<Rule, string[]>();

/** The rule's paths, read once per rule: the renderer applies the rules on every keystroke. */
function pathsOf(rule: Rule): string[] {
  let list = paths.get(rule);
  if (!list) {
    list = rulePaths(rule).map((use) => use.path);
    paths.set(rule, list);
  }
  return list;
}

function contextFor(document: unknown, scope: RuleScope, binding: Binding): ConditionContext {
  return {
    current: (path) => getAt(document, locate(path, binding).next),
    before: (path) => {
      const previous = locate(path, binding).previous;
      return previous ? getAt(scope.previous, previous) : undefined;
    },
    hasBefore: scope.hasPrevious,
  };
}

/**
 * One rule (forEach already expanded) applied once to the document, for every item its `[*]`s
 * stand for: where the condition holds, the effects in order. The document itself when nothing changes.
 */
export function applyRule(rule: Rule, document: unknown, scope: RuleScope): unknown {
  const paths = pathsOf(rule);
  let result = document;
  for (const binding of bindingsOf(paths, document, scope)) {
    if (rule.when && !evaluateCondition(rule.when, contextFor(result, scope, binding))) continue;
    for (const effect of rule.effects) result = applyEffect(effect, result, scope, binding);
  }
  return result;
}
