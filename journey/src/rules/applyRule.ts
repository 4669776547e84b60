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

/**
 * How a rule's condition reads the document at one binding. A class, its readers on the
 * prototype: the server runs under tsx, which names every function made in an object literal as
 * it is made, and the rules make one of these for every binding on every save.
 */
class RuleContext implements ConditionContext {
  readonly hasBefore: boolean;

  constructor(
    private readonly document: unknown,
    private readonly scope: RuleScope,
    private readonly binding: Binding,
  ) {
    this.hasBefore = scope.hasPrevious;
  }

  current(path: string): unknown {
    return getAt(this.document, locate(path, this.binding).next);
  }

  before(path: string): unknown {
    const previous = locate(path, this.binding).previous;
    return previous ? getAt(this.scope.previous, previous) : undefined;
  }
}

/**
 * One rule (forEach already expanded) applied once to the document, for every item its `[*]`s
 * stand for: where the condition holds, the effects in order. The document itself when nothing changes.
 */
export function applyRule(rule: Rule, document: unknown, scope: RuleScope): unknown {
  const paths = pathsOf(rule);
  let result = document;
  for (const binding of bindingsOf(paths, document, scope)) {
    if (rule.when && !evaluateCondition(rule.when, new RuleContext(result, scope, binding))) continue;
    for (const effect of rule.effects) result = applyEffect(effect, result, scope, binding);
  }
  return result;
}
