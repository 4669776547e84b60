import { clearAt } from '../rules/clearAt';
import { getAt } from '../rules/getAt';
import { type ConcretePath, parsePath, type Segment, WILDCARD } from '../rules/path';
import { setAt } from '../rules/setAt';
import type { JourneyMigration, MigrationOperation } from './migrationTypes';

/** Every concrete path `segments` names in `document`, with the item index each `[*]` matched. */
function expand(document: unknown, segments: readonly Segment[]): { path: Segment[]; items: number[] }[] {
  let found: { path: Segment[]; items: number[] }[] = [{ path: [], items: [] }];
  for (const segment of segments) {
    if (segment !== WILDCARD) {
      found = found.map(({ path, items }) => ({ path: [...path, segment], items }));
      continue;
    }
    found = found.flatMap(({ path, items }) => {
      const array = getAt(document, path);
      if (!Array.isArray(array)) return [];
      return array.map((_item, i) => ({ path: [...path, i], items: [...items, i] }));
    });
  }
  return found;
}

/** `segments` with its n-th `[*]` replaced by the n-th matched item. */
function fill(segments: readonly Segment[], items: readonly number[]): ConcretePath {
  let next = 0;
  return segments.map((segment) => (segment === WILDCARD ? (items[next++] ?? 0) : segment));
}

function moveAnswers(document: unknown, from: string, to: readonly Segment[]): unknown {
  let result = document;
  for (const { path, items } of expand(document, parsePath(from))) {
    const value = getAt(result, path);
    if (value === undefined) continue;
    const target = fill(to, items);
    if (getAt(result, target) === undefined) result = setAt(result, target, value);
    result = clearAt(result, path);
  }
  return result;
}

function applyOperation(document: unknown, operation: MigrationOperation): unknown {
  switch (operation.op) {
    case 'rename': {
      const segments = parsePath(operation.path);
      return moveAnswers(document, operation.path, [...segments.slice(0, -1), operation.to]);
    }
    case 'move':
      return moveAnswers(document, operation.from, parsePath(operation.to));
    case 'default': {
      const segments = parsePath(operation.path);
      let result = document;
      for (const { path } of expand(document, segments.slice(0, -1))) {
        // Only where the place exists: a default never invents a driver or a claim.
        if (path.length > 0 && getAt(result, path) === undefined) continue;
        const target = [...path, segments[segments.length - 1] as Segment];
        if (getAt(result, target) === undefined) result = setAt(result, target, operation.value);
      }
      return result;
    }
    case 'drop':
      return expand(document, parsePath(operation.path)).reduce<unknown>(
        (result, { path }) => clearAt(result, path),
        document,
      );
  }
}

/** The answers with one migration's operations applied in order (a copy; `answers` is not changed). */
export function applyMigration<T>(answers: T, migration: Pick<JourneyMigration, 'operations'>): T {
  return migration.operations.reduce<unknown>(applyOperation, answers) as T;
}
