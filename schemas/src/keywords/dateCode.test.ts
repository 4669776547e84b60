import { createRequire } from 'node:module';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createAjv } from '../createAjv';
import { ageOn, isIsoDate, shiftIsoDate, ukToday } from '../ukDates';

// The compiled keywords write the arithmetic of ukDates.ts into their own code (dateCode.ts), so
// that validators run standalone. Here both run over the same dates, in process and as
// standalone modules, and must agree: 29 February birthdays, leap days, new year, and the
// midnights around the changes between GMT and BST.

type Validate = (data: unknown) => boolean;

function load(code: string): Validate {
  const module = { exports: {} as { default?: Validate } };
  new Function('require', 'module', 'exports', code)(createRequire(import.meta.url), module, module.exports);
  return module.exports.default as Validate;
}

// One ajv for each today, its keywords compiled against that day: making an ajv adds every
// schema of the project, which for each of some 130 validators took most of this file's time.
const ajvs = new Map<string, ReturnType<typeof createAjv>>();
function ajvOn(today: string) {
  let ajv = ajvs.get(today);
  if (!ajv) {
    const clock = Object.assign(() => today, { code: `() => ${JSON.stringify(today)}` });
    ajvs.set(today, (ajv = createAjv({ code: { source: true } }, { today: clock })));
  }
  return ajv;
}

/** The schema's validator with a fixed today, compiled in process and as a standalone module. */
function validators(schema: object, today: string): [string, Validate][] {
  const ajv = ajvOn(today);
  const compiled = ajv.compile(schema);
  return [
    ['in process', compiled],
    ['standalone', load(standaloneCode(ajv, compiled))],
  ];
}

const births = [
  '2008-02-28',
  '2008-02-29',
  '2008-03-01',
  '2007-12-31',
  '2008-01-01',
  '2008-11-20',
  '2004-02-29',
];
const days = [
  '2025-02-28',
  '2025-03-01',
  '2026-02-28',
  '2026-03-01',
  '2026-11-19',
  '2026-11-20',
  '2025-12-31',
  '2026-01-01',
  '2028-02-28',
  '2028-02-29',
  '2028-03-01',
];

describe('minAge and maxAge are ageOn()', () => {
  test.each(days)('today %s', (today) => {
    for (const age of [16, 17, 18, 20, 24]) {
      for (const [how, minAge] of validators({ type: 'string', minAge: age }, today))
        for (const born of births)
          expect(minAge(born), `${how}: minAge ${age}, born ${born}`).toBe(ageOn(born, today) >= age);
      for (const [how, maxAge] of validators({ type: 'string', maxAge: age }, today))
        for (const born of births)
          expect(maxAge(born), `${how}: maxAge ${age}, born ${born}`).toBe(ageOn(born, today) <= age);
    }
  });
});

describe('earliestDate and latestDate move dates as shiftIsoDate() does', () => {
  const dated = (keyword: object) => ({
    type: 'object',
    properties: { from: { type: 'string' }, date: { type: 'string', ...keyword } },
  });
  const moves: [number, number, number][] = [
    [17, 0, 0],
    [-17, 0, 0],
    [1, 0, 0],
    [0, 1, 0],
    [0, -1, 0],
    [0, 0, 30],
    [0, 0, -1],
    [4, 0, 0],
  ];
  test.each(moves)('moved by %i years, %i months, %i days', (years, months, days_) => {
    const bound = { from: '1/from', years, months, days: days_ };
    const earliest = validators(dated({ earliestDate: bound }), '2026-11-20');
    const latest = validators(dated({ latestDate: bound }), '2026-11-20');
    for (const from of births.concat(days)) {
      const limit = shiftIsoDate(from, years, months, days_) as string;
      for (const date of [-1, 0, 1].map((d) => shiftIsoDate(limit, 0, 0, d) as string)) {
        for (const [how, validate] of earliest)
          expect(validate({ from, date }), `${how}: ${date}, earliest ${limit}`).toBe(date >= limit);
        for (const [how, validate] of latest)
          expect(validate({ from, date }), `${how}: ${date}, latest ${limit}`).toBe(date <= limit);
      }
    }
  });

  test.each(['2026-02-29', '2026-13-01', '2026-11-31', '20/11/2026', '2026-1-1'])(
    '%s is no date to the keywords, as to isIsoDate()',
    (value) => {
      expect(isIsoDate(value)).toBe(false);
      for (const [how, validate] of validators(
        { type: 'string', latestDate: { from: 'today', years: -100 } },
        '2026-11-20',
      ))
        expect(validate(value), how).toBe(true);
    },
  );
});

describe("without an injected clock, the code's today is ukToday() of the moment", () => {
  afterEach(() => vi.useRealTimers());

  const ajv = createAjv({ code: { source: true } });
  const schema = { type: 'string', earliestDate: 'today', latestDate: 'today', minAge: 0, maxAge: 0 };
  const compiled = ajv.compile(schema);
  const standalone = load(standaloneCode(ajv, compiled));

  test.each([
    '2026-03-28T23:59:59Z',
    '2026-03-29T00:00:00Z',
    '2026-03-29T00:59:59Z',
    '2026-03-29T01:00:00Z',
    '2026-03-29T22:59:59Z',
    '2026-03-29T23:00:00Z',
    '2026-06-30T23:30:00Z',
    '2026-10-24T22:59:59Z',
    '2026-10-24T23:00:00Z',
    '2026-10-25T00:59:59Z',
    '2026-10-25T01:00:00Z',
    '2026-10-25T23:59:59Z',
    '2026-12-31T23:30:00Z',
    '2028-02-28T23:30:00Z',
    '2028-02-29T23:30:00Z',
  ])('at %s', (instant) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
    const today = ukToday(new Date(instant));
    for (const [how, validate] of [
      ['in process', compiled],
      ['standalone', standalone],
    ] as const) {
      expect(validate(today), `${how}: ${today}`).toBe(true);
      expect(validate(shiftIsoDate(today, 0, 0, -1)), how).toBe(false);
      expect(validate(shiftIsoDate(today, 0, 0, 1)), how).toBe(false);
    }
  });
});
