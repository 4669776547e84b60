import type { RatebookCondition, RatebookPredicate } from '../../schemas/generated/index';
import type { FactValue, Facts } from './types';

type Value = RatebookPredicate['value'];

const asList = (value: Value): readonly unknown[] => (Array.isArray(value) ? value : [value]);

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
      return !Array.isArray(fact) && asList(value).includes(fact);
    case 'not_in':
      return !Array.isArray(fact) && !asList(value).includes(fact);
    case 'includes_any':
      return Array.isArray(fact) && fact.some((item) => asList(value).includes(item));
  }
}

/** Whether a condition holds: all of `all`, and one of `any` when `any` lists predicates. */
export function conditionHolds(condition: RatebookCondition, facts: Facts): boolean {
  const all = condition.all ?? [];
  const any = condition.any ?? [];
  return all.every((p) => holds(p, facts)) && (any.length === 0 || any.some((p) => holds(p, facts)));
}
