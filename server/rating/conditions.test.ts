import { describe, test, expect } from 'vitest';
import type { RatebookPredicate } from '../../schemas/generated/index';
import { conditionHolds, holds } from './conditions';
import { computeFacts } from './facts';
import { riskProfile } from '../../tests/support/rating/ratingFixtures';

const facts = computeFacts(riskProfile({ vehicle: { value: 45000, modifications: ['REMAP'] } }));
const p = (
  fact: RatebookPredicate['fact'],
  op: RatebookPredicate['op'],
  value: RatebookPredicate['value'],
) => ({
  fact,
  op,
  value,
});

describe('holds', () => {
  test.each<[RatebookPredicate, boolean]>([
    [p('vehicle_value', 'gt', 40000), true],
    [p('vehicle_value', 'gt', 45000), false],
    [p('vehicle_value', 'gte', 45000), true],
    [p('vehicle_value', 'lt', 45000), false],
    [p('vehicle_value', 'lte', 45000), true],
    [p('vehicle_value', 'gt', 'x'), false],
    [p('cover_type', 'eq', 'C'), true],
    [p('cover_type', 'ne', 'C'), false],
    [p('class_of_use', 'in', ['SDP', 'SDPC']), true],
    [p('class_of_use', 'not_in', ['SDP', 'SDPC']), false],
    [p('modifications', 'includes_any', ['REMAP', 'LOWERED']), true],
    [p('modifications', 'includes_any', ['LOWERED']), false],
    [p('has_tracker', 'eq', false), true],
    [p('business_established_months', 'ne', 3), false],
    [p('business_established_months', 'not_in', [3]), false],
  ])('%j is %s', (predicate, expected) => {
    expect(holds(predicate, facts)).toBe(expected);
  });
});

describe('conditionHolds', () => {
  const yes = p('cover_type', 'eq', 'C');
  const no = p('cover_type', 'eq', 'TPO');
  test.each([
    [{ all: [yes] }, true],
    [{ all: [yes, no] }, false],
    [{ any: [no, yes] }, true],
    [{ any: [no] }, false],
    [{ all: [yes], any: [no] }, false],
    [{ all: [yes], any: [yes, no] }, true],
  ])('%j is %s', (condition, expected) => {
    expect(conditionHolds(condition, facts)).toBe(expected);
  });
});
