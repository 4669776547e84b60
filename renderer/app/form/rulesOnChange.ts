import { deepEquals } from '@rjsf/utils';
import { applyRules } from '../../../journey/src/rules/applyRules';
import { expandForEach } from '../../../journey/src/rules/expandForEach';
import { isEmpty } from '../../../journey/src/rules/isEmpty';
import { numberedPath } from '../../../journey/src/rules/numberedPath';
import { parsePath, WILDCARD, type Segment } from '../../../journey/src/rules/path';
import type { JourneyRules, RuleCondition, RuleEffect } from '../../../journey/src/rules/ruleTypes';

/**
 * A place a rule reads or writes, and what of it counts there: the value; whether it is empty (a
 * condition's isEmpty or isSet); whether there is an answer (what a clear finds); which keys the
 * object has (what a keepOnly finds); or the length of the list (what a renumber reads of it when
 * no item is removed).
 */
export interface RulePlace {
  path: readonly Segment[];
  what: 'value' | 'emptiness' | 'presence' | 'keys' | 'length';
}

type Add = (path: string | readonly Segment[], what: RulePlace['what']) => void;

const comparisons = ['equals', 'notEquals', 'in', 'notIn', 'atMost', 'atLeast', 'changed'];

function conditionPlaces(condition: RuleCondition, add: Add): void {
  if ('all' in condition) condition.all.forEach((inner) => conditionPlaces(inner, add));
  else if ('any' in condition) condition.any.forEach((inner) => conditionPlaces(inner, add));
  else if ('not' in condition) conditionPlaces(condition.not, add);
  else if ('previous' in condition) conditionPlaces(condition.previous, add);
  else {
    const onlyEmptiness =
      (condition.isEmpty || condition.isSet) && !comparisons.some((key) => key in condition);
    add(condition.path, onlyEmptiness ? 'emptiness' : 'value');
  }
}

function effectPlaces(effect: RuleEffect, add: Add): void {
  // A numbered answer is read and written up to the effect's max; a renumber also reads max + 1.
  const numbered = (template: string, max: number) => {
    for (let n = 1; n <= max + 1; n += 1) add(numberedPath(template, n), 'value');
  };
  if ('clear' in effect) add(effect.clear, 'presence');
  else if ('set' in effect) add(effect.set, 'value');
  else if ('keepOnly' in effect) add(effect.keepOnly, 'keys');
  else if ('spread' in effect) {
    // The field of every item (a field is one key, never a path).
    add([...parsePath(effect.spread), WILDCARD, effect.field], 'value');
    numbered(effect.into, effect.max);
  } else {
    add(effect.renumber, 'length');
    for (const field of effect.fields) numbered(field, effect.max);
  }
}

/** Every place the rules read or write (`[*]` still in them), after their forEach is expanded. */
export function rulePlaces(rules: JourneyRules): RulePlace[] {
  const places = new Map<string, RulePlace>();
  const add: Add = (path, what) => {
    const segments = typeof path === 'string' ? parsePath(path) : path;
    const key = `${what} ${JSON.stringify(segments)}`;
    if (!places.has(key)) places.set(key, { path: segments, what });
  };
  for (const rule of rules.rules.flatMap(expandForEach)) {
    if (rule.when) conditionPlaces(rule.when, add);
    for (const effect of rule.effects) effectPlaces(effect, add);
  }
  return [...places.values()];
}

const lengthOf = (value: unknown) => (Array.isArray(value) ? value.length : -1);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function sameKeys(x: unknown, y: unknown): boolean {
  if (!isRecord(x) || !isRecord(y)) return isRecord(x) === isRecord(y);
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((key) => Object.hasOwn(y, key));
}

function same(x: unknown, y: unknown, what: RulePlace['what']): boolean {
  if (x === y) return true;
  switch (what) {
    case 'emptiness':
      return isEmpty(x) === isEmpty(y);
    case 'presence':
      return (x === undefined) === (y === undefined);
    case 'keys':
      return sameKeys(x, y);
    case 'length':
      return lengthOf(x) === lengthOf(y);
    default:
      return deepEquals(x, y);
  }
}

const child = (node: unknown, segment: Segment): unknown =>
  node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[segment] : undefined;

/**
 * Whether `a` and `b` hold the same at `place` from segment `from` on: at a `[*]`, lists of the
 * same length whose items agree (or no list on either side), at the end equal values.
 */
function sameAt(a: unknown, b: unknown, place: RulePlace, from: number): boolean {
  let x = a;
  let y = b;
  for (let i = from; i < place.path.length; i += 1) {
    const segment = place.path[i]!;
    if (segment !== WILDCARD) {
      x = child(x, segment);
      y = child(y, segment);
      continue;
    }
    if (Array.isArray(x) !== Array.isArray(y)) return false;
    if (!Array.isArray(x) || !Array.isArray(y)) return true;
    if (x.length !== y.length) return false;
    for (let k = 0; k < x.length; k += 1) if (!sameAt(x[k], y[k], place, i + 1)) return false;
    return true;
  }
  return same(x, y, place.what);
}

const sameView = (a: unknown, b: unknown, places: readonly RulePlace[]) =>
  a === b || places.every((place) => sameAt(a, b, place, 0));

/**
 * applyRules(rules, previous, next) for the form, which applies the rules on every change. A rule
 * reads and writes only at its paths (and the lists its `[*]`s run over), so its outcome depends
 * on nothing else of the two documents. A change that alters none of those places (a keystroke in
 * a name, say) is answered at once with `next` when the last change the rules were run on showed
 * them the same everywhere they look and changed nothing: every condition decides as it did, and
 * every effect it lets run finds its place as it did then, already as the effect would leave it.
 * Lists keep their lengths through such a change, so no item counts as removed (a list's items
 * are read whole only to find a removed one).
 */
export function rulesOnChange(rules: JourneyRules): <T>(previous: T, next: T) => T {
  const places = rulePlaces(rules);
  let settled: { previous: unknown; next: unknown } | undefined;
  return <T>(previous: T, next: T): T => {
    if (
      settled &&
      sameView(previous, next, places) &&
      sameView(previous, settled.previous, places) &&
      sameView(next, settled.next, places)
    )
      return next;
    settled = undefined;
    const result = applyRules(rules, previous, next);
    if (result === next) settled = { previous, next };
    return result;
  };
}
