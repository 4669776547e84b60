import { describe, expect, test } from 'vitest';
import {
  ageOn,
  earliestBirthDate,
  isIsoDate,
  latestBirthDate,
  shiftIsoDate,
  ukTimeOfDay,
  ukToday,
} from './ukDates';

describe('ukToday', () => {
  test.each([
    ['2026-11-20T12:00:00Z', '2026-11-20', 'midday'],
    ['2026-12-31T23:30:00Z', '2026-12-31', 'winter: the UK is on GMT'],
    ['2026-06-30T23:30:00Z', '2026-07-01', 'summer: already tomorrow on BST'],
    ['2026-03-28T23:59:59Z', '2026-03-28', 'the last second before summer time begins'],
    ['2026-03-29T00:00:00Z', '2026-03-29', 'midnight GMT, the night clocks go forward'],
    ['2026-03-29T00:59:59Z', '2026-03-29', 'the last second of GMT'],
    ['2026-03-29T23:00:00Z', '2026-03-30', 'the first midnight of BST, 23:00 UTC'],
    ['2026-03-29T22:59:59Z', '2026-03-29', 'a second before it'],
    ['2026-10-24T22:59:59Z', '2026-10-24', 'the last second before the last BST midnight'],
    ['2026-10-24T23:00:00Z', '2026-10-25', 'the last BST midnight, 23:00 UTC'],
    ['2026-10-25T00:30:00Z', '2026-10-25', '01:30 BST, before clocks go back'],
    ['2026-10-25T23:59:59Z', '2026-10-25', 'GMT again: the day ends at midnight UTC'],
    ['2028-02-29T00:00:00Z', '2028-02-29', 'a leap day'],
  ])('%s is %s in the UK (%s)', (instant, day) => {
    expect(ukToday(new Date(instant))).toBe(day);
  });
});

describe('ukTimeOfDay', () => {
  test.each([
    ['2026-11-20T15:42:00Z', '15:42', 'winter: GMT'],
    ['2026-07-01T10:15:00Z', '11:15', 'summer: BST'],
    ['2026-06-30T23:30:00Z', '00:30', 'after midnight on BST'],
  ])('%s is %s in the UK (%s)', (instant, time) => {
    expect(ukTimeOfDay(new Date(instant))).toBe(time);
  });
});

describe('shiftIsoDate', () => {
  test.each([
    ['2026-11-20', [0, 0, 0], '2026-11-20'],
    ['2026-11-20', [0, 0, 30], '2026-12-20'],
    ['2026-11-20', [-17, 0, 0], '2009-11-20'],
    ['2008-02-29', [17, 0, 0], '2025-03-01'],
    ['2024-02-29', [4, 0, 0], '2028-02-29'],
    ['2024-02-29', [-17, 0, 0], '2007-03-01'],
    ['2027-01-31', [0, 1, 0], '2027-03-03'],
    ['2026-12-31', [0, 0, 1], '2027-01-01'],
    ['2026-02-30', [0, 0, 0], '2026-03-02'],
  ] as const)('%s moved by %j is %s', (iso, [years, months, days], expected) => {
    expect(shiftIsoDate(iso, years, months, days)).toBe(expected);
  });

  test.each([[''], ['20/11/2026'], ['2026-1-200'], ['abcd-ef-gh'], [20261120], [undefined]])(
    'nothing for %j',
    (value) => {
      expect(shiftIsoDate(value)).toBeUndefined();
    },
  );
});

describe('isIsoDate', () => {
  test.each([
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-11-20', true],
    ['2026-11-20T00:00', false],
    [20261120, false],
  ])('%s: %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('ageOn', () => {
  test.each([
    ['2008-11-20', '2026-11-20', 18, 'the 18th birthday'],
    ['2008-11-21', '2026-11-20', 17, 'the day before it'],
    ['1984-06-14', '2026-11-20', 42, 'a later month'],
    ['1986-12-02', '2026-12-01', 39, 'the day before a birthday'],
    ['2008-02-29', '2026-02-28', 17, 'a 29 February birthday, 28 February of a common year'],
    ['2008-02-29', '2026-03-01', 18, 'a 29 February birthday comes on 1 March in a common year'],
    ['2008-02-29', '2028-02-28', 19, 'the day before a leap day'],
    ['2008-02-29', '2028-02-29', 20, 'on a leap day'],
    ['2008-02-28', '2028-02-29', 20, 'born 28 February, on a leap day'],
    ['2008-03-01', '2028-02-29', 19, 'born 1 March, on a leap day'],
    ['2008-12-31', '2026-01-01', 17, 'over new year'],
    ['2026-11-20', '2026-11-20', 0, 'born today'],
    ['2030-01-01', '2026-12-01', -4, 'born after the day'],
  ])('born %s is %i on %s (%s)', (born, on, age) => {
    expect(ageOn(born, on)).toBe(age);
  });
});

describe('latestBirthDate and earliestBirthDate', () => {
  test.each([
    [17, '2026-11-20', '2009-11-20', '2008-11-21'],
    [17, '2025-02-28', '2008-02-28', '2007-03-01'],
    [17, '2025-03-01', '2008-03-01', '2007-03-02'],
    [17, '2024-02-29', '2007-02-28', '2006-03-01'],
    [16, '2024-02-29', '2008-02-29', '2007-03-01'],
    [120, '2026-11-20', '1906-11-20', '1905-11-21'],
    [120, '2025-02-28', '1905-02-28', '1904-02-29'],
  ])('at least %i on %s: born by %s; at most %i: born from %s', (age, on, latest, earliest) => {
    expect(latestBirthDate(age, on)).toBe(latest);
    expect(earliestBirthDate(age, on)).toBe(earliest);
  });

  // Every day of four years (a leap year among them) as "today", against ageOn: the limits are
  // exactly where the age changes.
  const days = Array.from({ length: 4 * 366 }, (_, i) => shiftIsoDate('2023-01-01', 0, 0, i) as string);
  test.each([17, 18, 120])('agree with ageOn on every day, age %i', (age) => {
    for (const on of days) {
      const latest = latestBirthDate(age, on);
      const earliest = earliestBirthDate(age, on);
      const dayAfter = shiftIsoDate(latest, 0, 0, 1) as string;
      const dayBefore = shiftIsoDate(earliest, 0, 0, -1) as string;
      expect([ageOn(latest, on) >= age, ageOn(dayAfter, on) >= age], `${on}, ${latest}`).toEqual([
        true,
        false,
      ]);
      expect([ageOn(earliest, on) <= age, ageOn(dayBefore, on) <= age], `${on}, ${earliest}`).toEqual([
        true,
        false,
      ]);
    }
  });
});
