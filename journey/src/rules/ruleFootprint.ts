import { rulePaths } from './mapRulePaths';
import { parsePath, WILDCARD, type Segment } from './path';
import type { Rule } from './ruleTypes';

/** A numbered answer's name as written ("vehicle_modification_{n}"): what comes before and after the number. */
interface Numbered {
  before: string;
  after: string;
}

/**
 * Every place a rule reads or writes: its paths as parsed, each `[*]` as null (any item) and
 * each numbered name (`{n}`) as what comes before and after its number.
 */
export type Footprint = readonly (readonly (Segment | null | Numbered)[])[];

const footprints = new WeakMap<Rule, Footprint>();

function openSegment(segment: Segment): Segment | null | Numbered {
  if (segment === WILDCARD) return null;
  if (typeof segment !== 'string') return segment;
  const at = segment.indexOf('{n}');
  return at < 0 ? segment : { before: segment.slice(0, at), after: segment.slice(at + 3) };
}

/**
 * The paths of a rule's condition and effects (kept with the rule). A rule reads and writes
 * nothing else: its lists are found at the paths up to their `[*]`, a spread's items and a
 * keepOnly's answers below the path named.
 */
export function footprintOf(rule: Rule): Footprint {
  let footprint = footprints.get(rule);
  if (!footprint) {
    footprint = rulePaths(rule).map(({ path }) => parsePath(path).map(openSegment));
    footprints.set(rule, footprint);
  }
  return footprint;
}

/** Whether a numbered name may be `name`: the same before and after, digits between. */
function mayBe(numbered: Numbered, name: Segment): boolean {
  if (typeof name !== 'string') return false;
  const { before, after } = numbered;
  if (name.length <= before.length + after.length || !name.startsWith(before) || !name.endsWith(after))
    return false;
  return /^[0-9]+$/.test(name.slice(before.length, name.length - after.length));
}

/** Whether two segments may name the same answer. */
function sameAnswer(a: Segment | null | Numbered, b: Segment | null | Numbered): boolean {
  if (a === b || a === null || b === null) return true;
  if (typeof a === 'object') return typeof b === 'object' || mayBe(a, b);
  if (typeof b === 'object') return mayBe(b, a);
  return false;
}

/** Whether one of the places is on the way to, at or below one of `paths` (answers' own paths). */
export function touches(footprint: Footprint, paths: readonly (readonly Segment[])[]): boolean {
  return meets(footprint, paths);
}

/** Whether a place of one footprint is on the way to, at or below a place of the other. */
export function meets(footprint: Footprint, other: Footprint): boolean {
  for (const place of footprint) {
    for (const path of other) {
      const shared = Math.min(place.length, path.length);
      let i = 0;
      while (i < shared && sameAnswer(place[i]!, path[i]!)) i += 1;
      if (i === shared) return true;
    }
  }
  return false;
}
