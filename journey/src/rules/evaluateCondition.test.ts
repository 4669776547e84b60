import { evaluateCondition, type ConditionContext } from './evaluateCondition';
import { getAt } from './getAt';
import { parsePath } from './path';
import type { RuleCondition } from './ruleTypes';

function context(next: unknown, previous?: unknown): ConditionContext {
  return {
    current: (path) => getAt(next, parsePath(path)),
    before: (path) => getAt(previous, parsePath(path)),
    hasBefore: previous !== undefined,
  };
}

const doc = { a: { yes: true, no: false, code: 'FullTmEdu', years: 0, list: [1], blank: {}, text: '' } };
const before = { a: { ...doc.a, code: 'Employed', list: [] } };

describe('evaluateCondition', () => {
  test.each<[string, RuleCondition, boolean]>([
    ['equals true', { path: 'a.yes', equals: true }, true],
    ['equals is strict about types', { path: 'a.no', equals: 'false' }, false],
    ['equals null does not match a missing answer', { path: 'a.missing', equals: null }, false],
    ['notEquals', { path: 'a.no', notEquals: true }, true],
    ['notEquals holds for a missing answer', { path: 'a.missing', notEquals: false }, true],
    ['in', { path: 'a.code', in: ['Retired', 'FullTmEdu'] }, true],
    ['in, not there', { path: 'a.code', in: ['Retired'] }, false],
    ['notIn', { path: 'a.code', notIn: ['Retired'] }, true],
    ['notIn holds for a missing answer', { path: 'a.missing', notIn: ['Retired'] }, true],
    ['atMost', { path: 'a.years', atMost: 0 }, true],
    ['atMost, above', { path: 'a.years', atMost: -1 }, false],
    ['atMost needs a number', { path: 'a.code', atMost: 5 }, false],
    ['atLeast', { path: 'a.years', atLeast: 1 }, false],
    ['isEmpty of a missing answer', { path: 'a.missing', isEmpty: true }, true],
    ['isEmpty of ""', { path: 'a.text', isEmpty: true }, true],
    ['isEmpty of {}', { path: 'a.blank', isEmpty: true }, true],
    ['isEmpty of false is false', { path: 'a.no', isEmpty: true }, false],
    ['isSet of a list with items', { path: 'a.list', isSet: true }, true],
    ['isSet of 0', { path: 'a.years', isSet: true }, true],
    [
      'all',
      {
        all: [
          { path: 'a.yes', equals: true },
          { path: 'a.no', equals: false },
        ],
      },
      true,
    ],
    [
      'all, one fails',
      {
        all: [
          { path: 'a.yes', equals: true },
          { path: 'a.no', equals: true },
        ],
      },
      false,
    ],
    [
      'any',
      {
        any: [
          { path: 'a.yes', equals: false },
          { path: 'a.no', equals: false },
        ],
      },
      true,
    ],
    ['any, none holds', { any: [{ path: 'a.yes', equals: false }] }, false],
    ['not', { not: { path: 'a.yes', equals: true } }, false],
  ])('%s', (_name, condition, expected) => {
    expect(evaluateCondition(condition, context(doc))).toBe(expected);
  });

  test.each<[string, RuleCondition, boolean]>([
    ['changed, when the answer differs', { path: 'a.code', changed: true }, true],
    ['changed, when it does not', { path: 'a.yes', changed: true }, false],
    ['changed compares lists by value', { path: 'a.list', changed: true }, true],
    ['previous reads the document before', { previous: { path: 'a.code', equals: 'Employed' } }, true],
    ['previous of a list', { previous: { path: 'a.list', isEmpty: true } }, true],
    ['changed inside previous is never true', { previous: { path: 'a.code', changed: true } }, false],
  ])('%s', (_name, condition, expected) => {
    expect(evaluateCondition(condition, context(doc, before))).toBe(expected);
  });

  test.each<[string, RuleCondition]>([
    ['changed', { path: 'a.code', changed: true }],
    ['previous', { previous: { path: 'a.code', equals: 'FullTmEdu' } }],
  ])('%s is false without a previous document', (_name, condition) => {
    expect(evaluateCondition(condition, context(doc))).toBe(false);
  });

  test('a test without a comparison is an error, not a silent false', () => {
    expect(() => evaluateCondition({ path: 'a.yes' }, context(doc))).toThrow(/a\.yes names no comparison/);
  });
});
