import { toBounds, type DateBound, type DateBoundSchema } from '../../../schemas/src/keywords/dateBound';

/** The keywords that limit a date answer (schemas/src/keywords). */
export const dateKeywords = ['earliestDate', 'latestDate', 'minAge', 'maxAge'] as const;
export type DateKeyword = (typeof dateKeywords)[number];

/** How a step's and the entity's values of each read in a finding. */
export const dateWording: Record<DateKeyword, { step: string; entity: string }> = {
  earliestDate: { step: 'dates from', entity: 'only dates from' },
  latestDate: { step: 'dates up to', entity: 'only dates up to' },
  minAge: { step: 'ages from', entity: 'only ages from' },
  maxAge: { step: 'ages up to', entity: 'only ages up to' },
};

/**
 * The answer a bound starts from, as an absolute place: 'today', or '/risk/proposer/date_of_birth'
 * for '3/date_of_birth' seen from the answer at `answer` ('*' for list items).
 */
function baseOf(from: string, answer: readonly string[]): string {
  const match = /^([0-9]+)(?:\/(.*))?$/.exec(from);
  if (!match) return from;
  const kept = answer.slice(0, Math.max(0, answer.length - Number(match[1])));
  return `/${[...kept, ...(match[2] === undefined ? [] : match[2].split('/'))].join('/')}`;
}

const offset = (bound: DateBound) => [bound.years ?? 0, bound.months ?? 0, bound.days ?? 0];

/**
 * Whether bound `a` is never before bound `b`: the same base, moved no fewer years, months and
 * days (moving a date by more of any of them never gives an earlier day).
 */
function neverBefore(a: DateBound, b: DateBound, answer: readonly string[]): boolean {
  const [later, earlier] = [offset(a), offset(b)];
  return baseOf(a.from, answer) === baseOf(b.from, answer) && later.every((n, i) => n >= (earlier[i] ?? 0));
}

/**
 * Whether a step's value of a date keyword lets through no date the entity's value refuses, for
 * the answer at `answer`. Several bounds of one keyword all apply (the latest earliest date, the
 * earliest latest date), so each of the entity's must be met by one of the step's no looser. It
 * judges by what the values say, whatever the day: a bound on another base, or an age stated as
 * a date bound, counts as looser.
 */
export function dateWithin(
  keyword: DateKeyword,
  stepValue: unknown,
  entityValue: unknown,
  answer: readonly string[],
): boolean {
  if (keyword === 'minAge' || keyword === 'maxAge') {
    if (typeof stepValue !== 'number' || typeof entityValue !== 'number') return true; // schemaCompiles reports it
    return keyword === 'minAge' ? stepValue >= entityValue : stepValue <= entityValue;
  }
  const step = toBounds(stepValue as DateBoundSchema);
  return toBounds(entityValue as DateBoundSchema).every((limit) =>
    step.some((bound) =>
      keyword === 'earliestDate' ? neverBefore(bound, limit, answer) : neverBefore(limit, bound, answer),
    ),
  );
}
