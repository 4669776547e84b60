import { describe, expect, test } from 'vitest';
import { startDateProblems } from './startDate';

describe('startDateProblems', () => {
  test.each([
    ['no start date yet', undefined, []],
    ['today', '2026-11-20', []],
    ['tomorrow', '2026-11-21', []],
    ['30 days ahead', '2026-12-20', []],
    ['yesterday', '2026-11-19', [{ path: 'risk.start_date', message: 'Please enter a date from today' }]],
    [
      '31 days ahead',
      '2026-12-21',
      [{ path: 'risk.start_date', message: 'Please enter a date up to 20/12/2026' }],
    ],
  ])('%s', (_name, startDate, expected) => {
    expect(startDateProblems(startDate, '2026-11-20')).toEqual(expected);
  });
});
