import Ajv from 'ajv';
import { describe, expect, test } from 'vitest';
import { createAjv, readsTheClock } from './createAjv';
import { ukToday } from './ukDates';

describe('readsTheClock', () => {
  test.each([
    ['createAjv() with no day of its own', createAjv(), true],
    ['createAjv() with lists only', createAjv({}, { lists: {} }), true],
    ['createAjv() with a fixed day', createAjv({}, { today: () => '2026-11-20' }), false],
    ['an ajv createAjv() did not make', new Ajv(), false],
  ])('%s: %s', (_name, ajv, reads) => {
    expect(readsTheClock(ajv)).toBe(reads);
  });

  test('validators on the clock take the UK day of the moment as today', () => {
    const ajv = createAjv();
    const isToday = ajv.compile({ type: 'string', earliestDate: 'today', latestDate: 'today' });
    expect(isToday(ukToday(new Date()))).toBe(true);
  });
});
