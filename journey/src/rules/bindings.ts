import { getAt } from './getAt';
import { formatPath, parsePath, WILDCARD, type ConcretePath, type Segment } from './path';
import { removedIndex } from './removedIndex';
import type { RuleScope } from './ruleTypes';

/** The item each `[*]` of a rule stands for (keyed by the path up to it): its index now and before. */
export type Binding = ReadonlyMap<string, { next: number; previous: number | undefined }>;

/** A rule path made concrete: where it is now, and where the same answer was before the change. */
export interface Located {
  next: ConcretePath;
  /** Undefined when the item did not exist before (added) or there is no previous document. */
  previous: ConcretePath | undefined;
}

// A path without `[*]` is the same place under every binding, and a place is never changed by
// those who read it: one Located per such path, not one per binding and pass.
const plainPlaces = new Map<string, Located>();
/** For each path with `[*]`s, the binding's key of each (the path up to it), by segment. */
const wildcardKeys = new Map<string, string[]>();

/** The concrete places of a rule path under a binding. */
export function locate(path: string, binding: Binding): Located {
  const plain = plainPlaces.get(path);
  if (plain) return plain;
  const segments = parsePath(path);
  if (!segments.includes(WILDCARD)) {
    const place: Located = { next: segments, previous: segments };
    plainPlaces.set(path, place);
    return place;
  }
  let keys = wildcardKeys.get(path);
  if (!keys) {
    keys = segments.map((segment, index) =>
      segment === WILDCARD ? formatPath(segments.slice(0, index + 1)) : '',
    );
    wildcardKeys.set(path, keys);
  }
  // A loop, not a callback: the rules locate such a path for every item on every save and change.
  const next: Segment[] = [];
  let previous: Segment[] | undefined = [];
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index]!;
    if (segment !== WILDCARD) {
      next.push(segment);
      previous?.push(segment);
      continue;
    }
    const item = binding.get(keys[index]!);
    if (!item) throw new Error(`rules: no item is bound to the [*] of ${path}`);
    next.push(item.next);
    if (item.previous === undefined) previous = undefined;
    else previous?.push(item.previous);
  }
  return { next, previous };
}

/** The index of the item removed from the list at `list` by this change, if one was. */
export function removalIn(list: Located, scope: RuleScope): number | undefined {
  if (!scope.hasPrevious || !list.previous) return undefined;
  return removedIndex(getAt(scope.previous, list.previous), getAt(scope.input, list.next));
}

/** Where item `index` of the list now was before: shifted past a removed item, else the same place. */
function previousIndex(before: unknown, removed: number | undefined, index: number): number | undefined {
  if (!Array.isArray(before)) return undefined;
  if (removed !== undefined) return index < removed ? index : index + 1;
  return index < before.length ? index : undefined;
}

/** A path up to a `[*]`, written out (the binding's key) and without its `[*]` (the list's path). */
interface Prefix {
  key: string;
  listPath: string;
}

const prefixesOf = new WeakMap<readonly string[], Prefix[]>();

/** The distinct paths up to each `[*]`, outer lists first (remembered per list of paths). */
function wildcardPrefixes(paths: readonly string[]): Prefix[] {
  let found = prefixesOf.get(paths);
  if (!found) {
    found = findPrefixes(paths).map((prefix) => ({
      key: formatPath(prefix),
      listPath: formatPath(prefix.slice(0, -1)),
    }));
    prefixesOf.set(paths, found);
  }
  return found;
}

function findPrefixes(paths: readonly string[]): Segment[][] {
  const prefixes = new Map<string, Segment[]>();
  for (const path of paths) {
    const segments = parsePath(path);
    segments.forEach((segment, index) => {
      if (segment !== WILDCARD) return;
      const prefix = segments.slice(0, index + 1);
      prefixes.set(formatPath(prefix), prefix);
    });
  }
  const depth = (prefix: Segment[]) => prefix.filter((segment) => segment === WILDCARD).length;
  return [...prefixes.values()].sort((a, b) => depth(a) - depth(b));
}

const NO_WILDCARDS: readonly Binding[] = [new Map()];

/**
 * Every combination of items the `[*]`s of these paths can stand for in `document`: one empty
 * binding when there is no `[*]`, none when a list is empty. Each item is paired with the item it
 * was before the change, so `changed` compares a driver with the same driver after one is removed.
 */
export function bindingsOf(
  paths: readonly string[],
  document: unknown,
  scope: RuleScope,
): readonly Binding[] {
  const prefixes = wildcardPrefixes(paths);
  // Most rules have no `[*]`: they share one empty binding (bindings are only ever read).
  if (prefixes.length === 0) return NO_WILDCARDS;
  let bindings: Binding[] = [new Map()];
  for (const { key, listPath } of prefixes) {
    const found: Binding[] = [];
    for (const binding of bindings) {
      const list = locate(listPath, binding);
      const items = getAt(document, list.next);
      if (!Array.isArray(items)) continue;
      const before = scope.hasPrevious && list.previous ? getAt(scope.previous, list.previous) : undefined;
      const removed = removalIn(list, scope);
      for (let index = 0; index < items.length; index += 1) {
        const next = new Map(binding);
        next.set(key, { next: index, previous: previousIndex(before, removed, index) });
        found.push(next);
      }
    }
    bindings = found;
  }
  return bindings;
}
