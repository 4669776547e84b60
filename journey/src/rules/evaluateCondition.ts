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

/** Whether `value` equals one of `options`. A loop, not some(): the rules test on every keystroke. */
function isOneOf(value: unknown, options: readonly unknown[]): boolean {
  for (const option of options) if (deepEqual(value, option)) return true;
  return false;
}

function test(condition: RuleTest, context: ConditionContext): boolean {
  const value = context.current(condition.path);
  if ('equals' in condition) return deepEqual(value, condition.equals);
  if ('notEquals' in condition) return !deepEqual(value, condition.notEquals);
  if (condition.in) return isOneOf(value, condition.in);
  if (condition.notIn) return !isOneOf(value, condition.notIn);
  if (condition.atMost !== undefined) return typeof value === 'number' && value <= condition.atMost;
  if (condition.atLeast !== undefined) return typeof value === 'number' && value >= condition.atLeast;
  if (condition.isEmpty) return isEmpty(value);
  if (condition.isSet) return !isEmpty(value);
  if (condition.changed) return context.hasBefore && !deepEqual(context.before(condition.path), value);
  throw new Error(`rules: the test of ${condition.path} names no comparison`);
}

/** Whether the condition holds. `previous` reads the document before the change (false without one). */
export function evaluateCondition(condition: RuleCondition, context: ConditionContext): boolean {
  // Loops, not every() and some() with a callback made on each call.
  if ('all' in condition) {
    for (const inner of condition.all) if (!evaluateCondition(inner, context)) return false;
    return true;
  }
  if ('any' in condition) {
    for (const inner of condition.any) if (evaluateCondition(inner, context)) return true;
    return false;
  }
  if ('not' in condition) return !evaluateCondition(condition.not, context);
  if ('previous' in condition) {
    if (!context.hasBefore) return false;
    return evaluateCondition(condition.previous, new BeforeContext(context));
  }
  return test(condition, context);
}

/** The document before the change read as the current one, with nothing before it. */
class BeforeContext implements ConditionContext {
  readonly hasBefore = false;

  constructor(private readonly context: ConditionContext) {}

  current(path: string): unknown {
    return this.context.before(path);
  }

  before(): unknown {
    return undefined;
  }
}
