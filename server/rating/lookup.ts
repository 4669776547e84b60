import type { RatebookBand, RatebookCodeTable, RatebookYesNo } from '../../schemas/generated/index';

/**
 * The relativity of `value` in ascending bands: the last band whose `from` is at most the value;
 * a value below the first band takes the first band. validateRatebook() guarantees at least one
 * band in ascending order.
 */
export function bandRelativity(bands: readonly RatebookBand[], value: number): number {
  let relativity = bands[0]?.relativity ?? 1;
  for (const band of bands) {
    if (band.from <= value) relativity = band.relativity;
    else break;
  }
  return relativity;
}

/** The relativity of `code` in a code table, the table's default for an unknown or missing code. */
export function codeRelativity(table: RatebookCodeTable, code: string | undefined): number {
  const entry = code === undefined ? undefined : entriesByCode(table).get(code);
  return entry?.relativity ?? table.default;
}

/** True when the table names `code` (so a trace can say when the default was used). */
export function hasCode(table: RatebookCodeTable, code: string | undefined): boolean {
  return code !== undefined && entriesByCode(table).has(code);
}

type CodeEntry = RatebookCodeTable['values'][number];

// A rating looks codes up a dozen times, some in tables of a hundred codes (postcode areas): each
// table's entries are indexed once, keyed by its list, which a ratebook never changes once
// validated. The first entry of a code wins, as a search from the start would find it.
const indexes = new WeakMap<readonly CodeEntry[], Map<string, CodeEntry>>();

function entriesByCode(table: RatebookCodeTable): Map<string, CodeEntry> {
  let index = indexes.get(table.values);
  if (!index) {
    index = new Map();
    for (const entry of table.values) if (!index.has(entry.code)) index.set(entry.code, entry);
    indexes.set(table.values, index);
  }
  return index;
}

/** The relativity of a yes/no answer. */
export function yesNoRelativity(table: RatebookYesNo, answer: boolean): number {
  return answer ? table.yes : table.no;
}

/** A point of a piecewise-linear curve. */
export interface CurvePoint {
  x: number;
  y: number;
}

/**
 * The value at `x` of the curve through ascending `points`, linear between two points and flat
 * beyond the ends. Two points at the same x never divide by zero: the later one wins.
 */
export function interpolate(points: readonly CurvePoint[], x: number): number {
  const first = points[0];
  if (!first) return 1;
  if (x <= first.x) return first.y;
  for (let i = 1; i < points.length; i++) {
    const left = points[i - 1] as CurvePoint;
    const right = points[i] as CurvePoint;
    if (x <= right.x) {
      const width = right.x - left.x;
      return width <= 0 ? right.y : left.y + ((right.y - left.y) * (x - left.x)) / width;
    }
  }
  return (points[points.length - 1] as CurvePoint).y;
}
