import { applyRule } from './applyRule';
import { changedPaths } from './changedPaths';
import { footprintOf, meets, touches, type Footprint } from './ruleFootprint';
import { isSettled, noteSettled, ruleRoots } from './settledDocuments';
import { deepEqual } from './deepEqual';
import { expandForEach, type PlacedRule } from './expandForEach';
import type { JourneyRules } from './ruleTypes';
import { RulesDidNotSettleError } from './RulesDidNotSettleError';

export interface ApplyRulesOptions {
  /** Passes over all the rules before giving up (default 5); a settled document needs one more. */
  maxPasses?: number;
  /**
   * A document these rules settled before with no document before it (the stored answers), that
   * shares most of its answers with `next` by identity: with no `previous`, a rule whose paths
   * meet none of the answers that differ from it would leave `next` as it is, and is not applied.
   */
  near?: unknown;
}

const expanded = new WeakMap<JourneyRules, PlacedRule[]>();

function placedRules(rules: JourneyRules): PlacedRule[] {
  let placed = expanded.get(rules);
  if (!placed) {
    placed = rules.rules.flatMap(expandForEach);
    expanded.set(rules, placed);
  }
  return placed;
}

/** `near`, when the rules settled it with no document before, and there is none now either. */
function nearSettled(rules: JourneyRules, hasPrevious: boolean, near: unknown): unknown {
  return !hasPrevious && near !== undefined && isSettled(rules, near) ? near : undefined;
}

/** The settled document, noted as such when there was no document before (see `near`). */
function settledAs(rules: JourneyRules, scope: { hasPrevious: boolean }, document: unknown): unknown {
  if (!scope.hasPrevious) noteSettled(rules, document);
  return document;
}

/**
 * The document `next` with every rule of journey/rules.json applied: in rule order, pass after
 * pass until a pass changes nothing. Pure: the inputs are never changed; parts the rules do not
 * touch are shared with `next`; the same inputs always give the same result, and applying the
 * rules to their own result changes nothing more.
 *
 * `previous` is the document before the change (the browser passes the last state on each change):
 * it drives `changed`, `previous` and the removed-item detection of `renumber`. Pass undefined to
 * apply only what follows from the answers themselves: the server does so on every save, since the
 * stored document is not "before" one edit but before a whole step of them.
 *
 * @throws RulesDidNotSettleError naming the rules still changing the document after `maxPasses`.
 */
export function applyRules<T>(
  rules: JourneyRules,
  previous: T | undefined,
  next: T,
  options: ApplyRulesOptions = {},
): T {
  const maxPasses = options.maxPasses ?? 5;
  const scope = { previous, hasPrevious: previous !== undefined, input: next };
  const placed = placedRules(rules);
  let document: unknown = next;
  let changedBy: string[] = [];
  // The rules from this one on met the document as it is now in the pass before and left it.
  let settledFrom = placed.length;
  // Where the document may differ from a settled one near it (see `near`): a rule is a function
  // of the answers at its paths, and met the same answers there in that one and left them.
  const near = nearSettled(rules, scope.hasPrevious, options.near);
  let differs = near === undefined ? undefined : changedPaths(next, near, ruleRoots(rules)!);
  // The paths of the rules that changed the document since `differs` was found: it may differ
  // there too, and is compared again only when a rule meets one of them or what differed.
  let written: Footprint[] = [];
  for (let pass = 0; pass < maxPasses; pass += 1) {
    changedBy = [];
    let lastChange = -1;
    for (let index = 0; index < placed.length; index += 1) {
      // Nothing changed since they left it: each would meet the very same document again and
      // leave it again (a rule is a function of the document), so the pass would change nothing.
      if (index >= settledFrom && changedBy.length === 0) return settledAs(rules, scope, document) as T;
      const rule = placed[index]!;
      if (differs) {
        const footprint = footprintOf(rule);
        // What differed may have been set again since, and what was written may differ now.
        if (written.length > 0 && (touches(footprint, differs) || written.some((w) => meets(footprint, w)))) {
          differs = changedPaths(document, near, ruleRoots(rules)!);
          written = [];
        }
        if (!touches(footprint, differs)) continue;
      }
      const result = applyRule(rule, document, scope);
      // Effects that cancel out within a rule (set then clear) leave a new but equal document.
      if (result === document || deepEqual(result, document)) continue;
      changedBy.push(rule.place ? `${rule.id} (${rule.place})` : rule.id);
      document = result;
      lastChange = index;
      if (differs) written.push(footprintOf(rule));
    }
    if (changedBy.length === 0) return settledAs(rules, scope, document) as T;
    settledFrom = lastChange + 1;
    // A rule may have set again what differed: the next pass meets what differs now.
    if (differs && written.length > 0) {
      differs = changedPaths(document, near, ruleRoots(rules)!);
      written = [];
    }
  }
  throw new RulesDidNotSettleError(changedBy, maxPasses);
}
