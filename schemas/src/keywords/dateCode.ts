import { _, type Code, type CodeGen, type KeywordCxt, type Name } from 'ajv';
import { useFunc } from 'ajv/dist/compile/util.js';
import { getData } from 'ajv/dist/compile/validate/index.js';
import type { DateBound } from './dateBound';
import type { ListValues } from './list';
import { UK_TIME_ZONE, ukToday } from '../ukDates';

// Code generators shared by the date keywords. They emit plain JavaScript (no calls into this
// project), so validators compiled with `code: { source: true }` run on their own; the only
// outside value is an injected clock, which then needs a `code` property (see TodayFunction).
// What they emit is the arithmetic of ../ukDates.ts (ukToday, shiftIsoDate, isIsoDate, ageOn),
// written out again; dateCode.test.ts runs the compiled code and those functions over the same
// dates, 29 February birthdays and the midnights of GMT and BST among them.

/**
 * Returns the UK calendar day as YYYY-MM-DD. For standalone code, give it a `code` property: the
 * JavaScript that yields the same function in the generated module, as for ajv's own runtime
 * functions (e.g. 'require("./clock").today').
 */
export type TodayFunction = (() => string) & { code?: string };

export interface JourneyKeywordOptions {
  /** "Today"; by default the UK calendar day of the moment of validation. */
  today?: TodayFunction;
  /** The reference lists' values for the `list` keyword; a schema using it needs them. */
  lists?: ListValues;
}

/** Emits `const today = ...` (ukToday() of the moment of validation) and returns its name. */
export function todayCode(gen: CodeGen, options: JourneyKeywordOptions): Name {
  const { today } = options;
  if (today) {
    const fn = today.code
      ? useFunc(gen, today as TodayFunction & { code: string })
      : gen.scopeValue('func', { ref: today });
    return gen.const('today', _`${fn}()`);
  }
  // ukToday of the moment, its day kept for the minute as ukToday keeps it (standalone code builds its own).
  const now = gen.scopeValue('func', {
    key: 'ukTodayNow',
    ref: ukTodayNow,
    code: _`(() => { const format = new Intl.DateTimeFormat("en-GB", {timeZone: ${UK_TIME_ZONE}, year: "numeric", month: "2-digit", day: "2-digit"}); let minute = NaN, day = ""; return () => { const at = Date.now(), m = Math.floor(at / 60000); if (m !== minute) { day = format.format(at).split("/").reverse().join("-"); minute = m; } return day; }; })()`,
  });
  return gen.const('today', _`${now}()`);
}

const ukTodayNow = (): string => ukToday(new Date());

/**
 * Emits the arithmetic of shiftIsoDate() (ukDates.ts) on the value of `iso` and returns the
 * name holding the moved YYYY-MM-DD date, or undefined when `iso` is not date-shaped.
 */
export function shiftedDateCode(
  gen: CodeGen,
  iso: Code,
  { years = 0, months = 0, days = 0 }: Omit<DateBound, 'from'> = {},
): Name {
  const result = gen.let('date');
  gen.if(_`typeof ${iso} == "string" && ${iso}.length == 10 && ${iso}[4] == "-" && ${iso}[7] == "-"`, () => {
    const time = gen.const(
      'time',
      _`Date.UTC(+${iso}.slice(0, 4) + ${years}, +${iso}.slice(5, 7) - 1 + ${months}, +${iso}.slice(8, 10) + ${days})`,
    );
    gen.if(_`${time} === ${time}`, () => gen.assign(result, _`new Date(${time}).toISOString().slice(0, 10)`));
  });
  return result;
}

/** Emits a check that `iso` is a real calendar date (isIsoDate()) and returns the condition. */
export function isIsoDateCode(gen: CodeGen, iso: Code): Code {
  return _`${shiftedDateCode(gen, iso)} === ${iso}`;
}

/** Emits ageOn() (ukDates.ts) of two YYYY-MM-DD dates and returns the name holding the age. */
export function ageCode(gen: CodeGen, born: Code, on: Code): Name {
  return gen.const(
    'age',
    _`+${on}.slice(0, 4) - +${born}.slice(0, 4) - (${on}.slice(5) < ${born}.slice(5) ? 1 : 0)`,
  );
}

/**
 * Emits the value a JSON pointer names (absolute from the root, or relative to the answer being
 * checked), read as a date as referencedDate() does, and returns its name.
 */
export function referenceCode(cxt: KeywordCxt, pointer: string): Name {
  const { gen } = cxt;
  const value = gen.let('ref', getData(pointer, cxt.it) as Code);
  gen.if(_`typeof ${value} == "number" && ${value} % 1 === 0 && ${value} >= 1000 && ${value} <= 9999`, () =>
    gen.assign(value, _`${value} + "-01-01"`),
  );
  return value;
}

/**
 * Emits the dates of several bounds and returns the name holding the latest of them (`pick`
 * 'max', for earliest-date rules) or the earliest ('min', for latest-date rules); undefined when
 * no bound can be worked out because the answers it refers to are not given.
 */
export function boundsCode(
  cxt: KeywordCxt,
  bounds: readonly DateBound[],
  pick: 'max' | 'min',
  options: JourneyKeywordOptions,
): Name {
  const { gen } = cxt;
  let today: Name | undefined;
  const limit = gen.let('limit');
  const consider = (base: Name, bound: DateBound) => {
    const date = shiftedDateCode(gen, base, bound);
    const better = pick === 'max' ? _`${date} > ${limit}` : _`${date} < ${limit}`;
    gen.if(_`${date} !== undefined && (${limit} === undefined || ${better})`, () => gen.assign(limit, date));
  };
  for (const bound of bounds) {
    if (bound.from === 'today') {
      today ??= todayCode(gen, options);
      consider(today, bound);
    } else {
      // Another answer that is not a real date yet is skipped: its own format rule reports it.
      const base = referenceCode(cxt, bound.from);
      gen.if(isIsoDateCode(gen, base), () => consider(base, bound));
    }
  }
  return limit;
}
