import { rulePaths } from './mapRulePaths';
import { parsePath, WILDCARD, type Segment } from './path';
import type { Rule } from './ruleTypes';

/**
 * Every place a rule reads or writes: its paths as parsed, each `[*]` and numbered (`{n}`)
 * segment as null, which stands for any item or number.
 */
export type Footprint = readonly (readonly (Segment | null)[])[];

const footprints = new WeakMap<Rule, Footprint>();

/** A segment that may stand for others: every item (`[*]`) or every number (`{n}`). */
function isOpen(segment: Segment): boolean {
  return segment === WILDCARD || (typeof segment === 'string' && segment.includes('{n}'));
}

/**
 * The paths of a rule's condition and effects (kept with the rule). A rule reads and writes
 * nothing else: its lists are found at the paths up to their `[*]`, a spread's items and a
 * keepOnly's answers below the path named.
 */
export function footprintOf(rule: Rule): Footprint {
  let footprint = footprints.get(rule);
  if (!footprint) {
    footprint = rulePaths(rule).map(({ path }) =>
      parsePath(path).map((segment) => (isOpen(segment) ? null : segment)),
    );
    footprints.set(rule, footprint);
  }
  return footprint;
}

/** Whether one of the places is on the way to, at or below one of `paths` (an open segment meets any). */
export function touches(footprint: Footprint, paths: readonly (readonly Segment[])[]): boolean {
  for (const place of footprint) {
    for (const path of paths) {
      const shared = Math.min(place.length, path.length);
      let i = 0;
      while (i < shared && (place[i] === null || place[i] === path[i])) i += 1;
      if (i === shared) return true;
    }
  }
  return false;
}
