import { describe, expect, test } from 'vitest';
import { createAjv } from '../createAjv';
import { shiftIsoDate } from '../ukDates';
import { dateLimits } from './dateLimits';

// dateLimits() must be exactly what the keywords accept: each limit passes validation and the day
// beyond it fails, on ordinary days, leap days and the days around them.

type Json = Record<string, unknown>;

/** A schema with `leaf` at `path` (objects on the way). */
function schemaAt(path: readonly string[], leaf: Json): Json {
  return path.reduceRight<Json>((inner, key) => ({ type: 'object', properties: { [key]: inner } }), {
    type: 'string',
    ...leaf,
  });
}

/** A copy of `root` with `value` at `path`. */
function withAnswer(root: Json, path: readonly string[], value: string): Json {
  const copy = structuredClone(root);
  let node = copy;
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Json;
  node[path.at(-1) as string] = value;
  return copy;
}

const dateOfBirth = ['risk', 'proposer', 'date_of_birth'];
const licenceDate = ['risk', 'proposer', 'driver_details', 'licence', 'date'];
const startDate = ['risk', 'start_date'];
const residentSince = ['risk', 'proposer', 'resident', 'since'];
const conviction = ['risk', 'proposer', 'driver_details', 'licence', 'convictions', '0'];
const convictionDate = [...conviction, 'conviction_date'];
const offenceDate = [...conviction, 'offence_date'];
/** The proposal's own answers around a conviction: its offence and conviction dates. */
const offenceOn = (date: string) => withAnswer({}, offenceDate, date);

const cases: [string, readonly string[], Json, Json][] = [
  ['a date of birth, 17 to 120', dateOfBirth, { minAge: 17, maxAge: 120 }, {}],
  [
    'a licence date: from the 17th birthday (and 120 years ago) to today',
    licenceDate,
    {
      earliestDate: [
        { from: '3/date_of_birth', years: 17 },
        { from: 'today', years: -120 },
      ],
      latestDate: 'today',
    },
    { risk: { proposer: { date_of_birth: '2008-02-29' } } },
  ],
  [
    'a licence date before the date of birth is given',
    licenceDate,
    {
      earliestDate: [
        { from: '3/date_of_birth', years: 17 },
        { from: 'today', years: -120 },
      ],
      latestDate: 'today',
    },
    {},
  ],
  [
    'a cover start: today to 30 days ahead',
    startDate,
    { earliestDate: 'today', latestDate: { from: 'today', days: 30 } },
    {},
  ],
  [
    'a residence from the date of birth to today',
    residentSince,
    { earliestDate: '2/date_of_birth', latestDate: 'today' },
    { risk: { proposer: { date_of_birth: '1990-05-10' } } },
  ],
  ['a holder 18 or over, born by today', dateOfBirth, { minAge: 18, latestDate: 'today' }, {}],
  [
    'a conviction within 5 years, up to today, not before its offence',
    convictionDate,
    { earliestDate: { from: 'today', years: -5 }, latestDate: 'today', notBeforeAnswer: '1/offence_date' },
    offenceOn('2024-02-29'),
  ],
  [
    'a conviction whose offence is older than 5 years',
    convictionDate,
    { earliestDate: { from: 'today', years: -5 }, latestDate: 'today', notBeforeAnswer: '1/offence_date' },
    offenceOn('2015-06-01'),
  ],
  [
    'an offence up to today, not after its conviction',
    offenceDate,
    { latestDate: 'today', notAfterAnswer: '1/conviction_date' },
    withAnswer({}, convictionDate, '2023-03-01'),
  ],
];

const todays = ['2026-11-20', '2025-02-28', '2025-03-01', '2024-02-29', '2028-02-28', '2026-12-31'];

// One ajv for each today, made once: making one adds every schema of the project.
const ajvs = new Map(todays.map((today) => [today, createAjv({}, { today: () => today })]));

describe('dateLimits is the range the keywords accept', () => {
  test.each(cases)('%s', (_case, path, keywords, rootData) => {
    for (const today of todays) {
      const validate = ajvs.get(today)!.compile(schemaAt(path, keywords));
      const passes = (date: string) => validate(withAnswer(rootData, path, date));
      const { earliest, latest } = dateLimits(keywords, {
        rootData,
        instancePath: `/${path.join('/')}`,
        today,
      });
      expect(earliest ?? latest, `${today}: some limit`).toBeDefined();
      if (earliest !== undefined && latest !== undefined && earliest > latest) {
        // No day at all (a 17th birthday still to come): both limits are refused.
        expect([passes(earliest), passes(latest)], `${today}: ${earliest} to ${latest}`).toEqual([
          false,
          false,
        ]);
        continue;
      }
      if (earliest !== undefined) {
        expect(passes(earliest), `${today}: earliest ${earliest}`).toBe(true);
        expect(passes(shiftIsoDate(earliest, 0, 0, -1) as string), `${today}: before ${earliest}`).toBe(
          false,
        );
      }
      if (latest !== undefined) {
        expect(passes(latest), `${today}: latest ${latest}`).toBe(true);
        expect(passes(shiftIsoDate(latest, 0, 0, 1) as string), `${today}: after ${latest}`).toBe(false);
      }
    }
  });

  test.each<[string, Json, Json, { earliest?: string; latest?: string }]>([
    [
      '17 to 120 years old',
      { minAge: 17, maxAge: 120 },
      {},
      { earliest: '1905-11-21', latest: '2009-11-20' },
    ],
    [
      'a licence from the 17th birthday',
      {
        earliestDate: [
          { from: '3/date_of_birth', years: 17 },
          { from: 'today', years: -120 },
        ],
        latestDate: 'today',
      },
      { risk: { proposer: { date_of_birth: '1990-05-10' } } },
      { earliest: '2007-05-10', latest: '2026-11-20' },
    ],
    [
      'a licence before the date of birth is given: 120 years',
      {
        earliestDate: [
          { from: '3/date_of_birth', years: 17 },
          { from: 'today', years: -120 },
        ],
        latestDate: 'today',
      },
      {},
      { earliest: '1906-11-20', latest: '2026-11-20' },
    ],
    ['only an upper limit', { latestDate: 'today' }, {}, { latest: '2026-11-20' }],
    [
      'a date not before another answer not given yet: that side is not limited',
      { notBeforeAnswer: '1/offence_date', latestDate: 'today' },
      {},
      { latest: '2026-11-20' },
    ],
    ['no date keyword', { maxLength: 10 }, {}, {}],
  ])('%s', (_case, keywords, rootData, expected) => {
    expect(
      dateLimits(keywords, { rootData, instancePath: `/${licenceDate.join('/')}`, today: '2026-11-20' }),
    ).toEqual(expected);
  });
});
