import { deepEqual } from './deepEqual';

const same = (a: unknown, b: unknown) => a === b || deepEqual(a, b);

/**
 * The index of the one item removed between two versions of a list, or undefined when `next` is
 * not `previous` less one item (nothing removed, an item added, several changes at once). Items
 * are compared by identity, then by value; of equal neighbours the last is taken as removed,
 * which makes no difference to the items themselves.
 */
export function removedIndex(previous: unknown, next: unknown): number | undefined {
  if (!Array.isArray(previous) || !Array.isArray(next) || next.length !== previous.length - 1)
    return undefined;
  let removed = next.findIndex((item, index) => !same(previous[index], item));
  if (removed === -1) removed = next.length;
  for (let index = removed; index < next.length; index += 1) {
    if (!same(previous[index + 1], next[index])) return undefined;
  }
  return removed;
}
