import { isIsoDate, shiftIsoDate } from '../ukDates';

/**
 * A limit on a date answer: today or another answer (a JSON pointer), moved by whole years,
 * months and days. `from` is 'today', an absolute JSON pointer into the whole document
 * ('/risk/proposer/date_of_birth') or a relative JSON pointer counted from the answer itself
 * ('1/date' is a sibling, '3/date_of_birth' three levels up). A referenced year (an integer)
 * stands for 1 January of that year.
 */
export interface DateBound {
  from: string;
  years?: number;
  months?: number;
  days?: number;
}

/** What `earliestDate` and `latestDate` accept: one bound, its short form, or several. */
export type DateBoundSchema = string | DateBound | readonly (string | DateBound)[];

/** The bounds of a keyword value, each in its long form. */
export function toBounds(schema: DateBoundSchema): DateBound[] {
  const list = Array.isArray(schema) ? schema : [schema as string | DateBound];
  return list.map((bound) => (typeof bound === 'string' ? { from: bound } : bound));
}

/** A referenced answer read as a date: a YYYY-MM-DD string, or a year meaning its 1 January. */
export function referencedDate(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1000 && value <= 9999)
    return `${value}-01-01`;
  return typeof value === 'string' ? value : undefined;
}

function unescape(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function walk(node: unknown, segments: readonly string[]): unknown {
  let current = node;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[unescape(segment)];
  }
  return current;
}

/**
 * The value a pointer names, seen from the answer at `instancePath` (a JSON pointer such as
 * '/risk/proposer/driver_details/licence/date'); undefined when there is none.
 */
export function resolvePointer(rootData: unknown, instancePath: string, pointer: string): unknown {
  if (pointer.startsWith('/')) return walk(rootData, pointer.split('/').slice(1));
  const match = /^([0-9]+)(?:\/(.*))?$/.exec(pointer);
  if (!match) throw new Error(`Invalid JSON pointer: ${pointer}`);
  const here = instancePath === '' ? [] : instancePath.split('/').slice(1);
  const up = Number(match[1]);
  if (up > here.length) return undefined;
  const rest = match[2] === undefined ? [] : match[2].split('/');
  return walk(rootData, [...here.slice(0, here.length - up), ...rest]);
}

/**
 * The date a bound stands for, for the answer at `instancePath` of `rootData`; undefined when
 * the bound refers to an answer not given yet. The date widget uses it for the calendar's limits.
 */
export function resolveDateBound(
  bound: DateBound,
  where: { rootData: unknown; instancePath: string; today: string },
): string | undefined {
  const base =
    bound.from === 'today'
      ? where.today
      : referencedDate(resolvePointer(where.rootData, where.instancePath, bound.from));
  return isIsoDate(base) ? shiftIsoDate(base, bound.years, bound.months, bound.days) : undefined;
}
