import { deepEqual } from './deepEqual';
import { isEmpty } from './isEmpty';
import type { RuleCondition, RuleTest } from './ruleTypes';

/** How a condition reads answers: rule paths are resolved by the caller (see applyRule). */
export interface ConditionContext {
  /** The answer at a rule path in the document being changed. */
  current(path: string): unknown;
  /** The answer at the same place before the change (undefined when it did not exist). */
  before(path: string): unknown;
  /** There is a document before the change (false for the server's saves). */
  hasBefore: boolean;
}

function test(condition: RuleTest, context: ConditionContext): boolean {
  const value = context.current(condition.path);
  if ('equals' in condition) return deepEqual(value, condition.equals);
  if ('notEquals' in condition) return !deepEqual(value, condition.notEquals);
  if (condition.in) return condition.in.some((option) => deepEqual(value, option));
  if (condition.notIn) return !condition.notIn.some((option) => deepEqual(value, option));
  if (condition.atMost !== undefined) return typeof value === 'number' && value <= condition.atMost;
  if (condition.atLeast !== undefined) return typeof value === 'number' && value >= condition.atLeast;
  if (condition.isEmpty) return isEmpty(value);
  if (condition.isSet) return !isEmpty(value);
  if (condition.changed) return context.hasBefore && !deepEqual(context.before(condition.path), value);
  throw new Error(`rules: the test of ${condition.path} names no comparison`);
}

/** Whether the condition holds. `previous` reads the document before the change (false without one). */
export function evaluateCondition(condition: RuleCondition, context: ConditionContext): boolean {
  if ('all' in condition) return condition.all.every((inner) => evaluateCondition(inner, context));
  if ('any' in condition) return condition.any.some((inner) => evaluateCondition(inner, context));
  if ('not' in condition) return !evaluateCondition(condition.not, context);
  if ('previous' in condition) {
    if (!context.hasBefore) return false;
    const before: ConditionContext = {
      current: (path) => context.before(path),
      before: () => undefined,
      hasBefore: false,
    };
    return evaluateCondition(condition.previous, before);
  }
  return test(condition, context);
}
