import type { RatebookCondition, RatebookPredicate } from '../../schemas/generated/index';
import type { FactValue, Facts } from './types';

type Value = RatebookPredicate['value'];

/** Whether `value` (one value or a list) is or lists `item`, as `[value].flat().includes(item)`. */
function listed(value: Value, item: unknown): boolean {
  if (!Array.isArray(value)) return value === item || (value !== value && item !== item);
  return (value as readonly unknown[]).includes(item);
}

function compareNumbers(fact: FactValue, op: 'lt' | 'lte' | 'gt' | 'gte', value: Value): boolean {
  if (typeof fact !== 'number' || typeof value !== 'number') return false;
  if (op === 'lt') return fact < value;
  if (op === 'lte') return fact <= value;
  if (op === 'gt') return fact > value;
  return fact >= value;
}

/**
 * Whether one predicate holds. A fact the proposal does not give (undefined) makes every
 * predicate false, `ne` and `not_in` included: a rule never fires on a missing answer.
 */
export function holds(predicate: RatebookPredicate, facts: Facts): boolean {
  const fact = facts[predicate.fact];
  const { op, value } = predicate;
  if (fact === undefined) return false;
  switch (op) {
    case 'eq':
      return fact === value;
    case 'ne':
      return fact !== value;
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte':
      return compareNumbers(fact, op, value);
    case 'in':
      return !Array.isArray(fact) && listed(value, fact);
    case 'not_in':
      return !Array.isArray(fact) && !listed(value, fact);
    case 'includes_any':
      if (!Array.isArray(fact)) return false;
      for (const item of fact) if (listed(value, item)) return true;
      return false;
  }
}

/** Whether a condition holds: all of `all`, and one of `any` when `any` lists predicates. */
export function conditionHolds(condition: RatebookCondition, facts: Facts): boolean {
  // Loops rather than every/some callbacks: every rule and endorsement is tested on every quote.
  const all = condition.all;
  if (all) for (const predicate of all) if (!holds(predicate, facts)) return false;
  const any = condition.any;
  if (!any || any.length === 0) return true;
  for (const predicate of any) if (holds(predicate, facts)) return true;
  return false;
}
