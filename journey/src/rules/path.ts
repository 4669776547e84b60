/**
 * Dotted paths of the proposal, as written in journey/rules.json: "risk.vehicle.purchased.is_purchased",
 * "risk.additional_drivers[*].resident.since" (`[*]`: every item), "risk.additional_drivers.0.name"
 * (one item, the convention of fieldErrors.ts).
 */

/** A property name, an array index, or WILDCARD for every item. */
export type Segment = string | number;

/** The segment written `[*]`. Property names never contain `*` (rule-path.schema.json). */
export const WILDCARD = '*';

/** A path with no wildcard: what getAt/setAt/clearAt walk. */
export type ConcretePath = readonly Segment[];

const parsed = new Map<string, readonly Segment[]>();

/** "a.b[*].c.0" -> ["a", "b", "*", "c", 0] (remembered: rules name the same paths on every change). */
export function parsePath(path: string): readonly Segment[] {
  let segments = parsed.get(path);
  if (!segments) {
    segments = split(path);
    parsed.set(path, segments);
  }
  return segments;
}

function split(path: string): Segment[] {
  return path
    .replace(/\[\*\]/g, `.${WILDCARD}`)
    .split('.')
    .filter((part) => part !== '')
    .map((part) => (/^[0-9]+$/.test(part) ? Number(part) : part));
}

/** ["a", "b", "*", "c", 0] -> "a.b[*].c.0" */
export function formatPath(segments: readonly Segment[]): string {
  return segments
    .map((segment, index) => (segment === WILDCARD ? '[*]' : index === 0 ? String(segment) : `.${segment}`))
    .join('');
}
