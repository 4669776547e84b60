import { jsonChanges, type JsonChange } from './conditionEditor';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `after` without what the form only filled in: an empty object or an undefined answer that
 * `before` does not have (the engine makes an object for a group that has no answers yet).
 */
function withoutEmpty(before: unknown, after: unknown): unknown {
  if (!isObject(after)) return after;
  const kept: Json = {};
  for (const [key, value] of Object.entries(after)) {
    const had = isObject(before) ? before[key] : undefined;
    const child = withoutEmpty(had, value);
    const empty = child === undefined || (isObject(child) && Object.keys(child).length === 0);
    if (empty && had === undefined) continue;
    kept[key] = child;
  }
  return kept;
}

/**
 * The changes to a persona's file that turn its answers `before` into `after` (at /answers): only
 * the answers that differ, and none for the empty groups the form adds.
 */
export function personaChanges(before: Json, after: Json): JsonChange[] {
  return jsonChanges(before, withoutEmpty(before, after), '/answers');
}
