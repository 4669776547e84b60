import { describe, expect, test } from 'vitest';
import { referencedDate, resolveDateBound, resolvePointer, toBounds } from './dateBound';

describe('referencedDate', () => {
  test.each([
    [2019, '2019-01-01'],
    ['2019-05-06', '2019-05-06'],
    [2019.5, undefined],
    [null, undefined],
  ])('%j -> %j', (value, expected) => {
    expect(referencedDate(value)).toBe(expected);
  });
});

describe('resolvePointer', () => {
  const root = {
    risk: {
      proposer: { date_of_birth: '1984-06-14', driver_details: { licence: { date: '2002-09-20' } } },
      drivers: [{ date_of_birth: '1986-11-03', 'a/b': 1 }],
    },
  };
  test.each([
    ['/risk/proposer/date_of_birth', '/risk/drivers/0', '1984-06-14'],
    ['3/date_of_birth', '/risk/proposer/driver_details/licence/date', '1984-06-14'],
    ['1/date_of_birth', '/risk/drivers/0/x', '1986-11-03'],
    ['1/a~1b', '/risk/drivers/0/x', 1],
    ['0', '/risk/drivers/0/date_of_birth', '1986-11-03'],
    ['9/x', '/risk', undefined],
    ['/risk/nothing/here', '', undefined],
  ])('%s from %s', (pointer, at, expected) => {
    expect(resolvePointer(root, at, pointer)).toBe(expected);
  });

  test('refuses a malformed pointer', () => {
    expect(() => resolvePointer(root, '', 'up/x')).toThrow(/Invalid JSON pointer/);
  });
});

describe('resolveDateBound', () => {
  const rootData = { date_of_birth: '1990-02-28', licence: { date: '' }, year: 2019 };
  const where = (instancePath: string) => ({ rootData, instancePath, today: '2026-11-20' });

  test.each([
    [{ from: 'today' }, '/x', '2026-11-20'],
    [{ from: 'today', years: -17 }, '/x', '2009-11-20'],
    [{ from: '2/date_of_birth', years: 17 }, '/licence/date', '2007-02-28'],
    [{ from: '/year' }, '/licence/date', '2019-01-01'],
    [{ from: '1/date' }, '/licence/x', undefined],
    [{ from: '/missing' }, '/x', undefined],
  ])('%j at %s', (bound, at, expected) => {
    expect(resolveDateBound(bound, where(at))).toBe(expected);
  });
});

describe('toBounds', () => {
  test('reads the short forms', () => {
    expect(toBounds('today')).toEqual([{ from: 'today' }]);
    expect(toBounds(['1/a', { from: 'today', days: 3 }])).toEqual([
      { from: '1/a' },
      { from: 'today', days: 3 },
    ]);
  });
});
