import { relativeDate } from './relativeDate';

const today = new Date(2026, 10, 21);

test.each([
  ['today', '2026-11-21'],
  ['today-17y', '2009-11-21'],
  ['today+30d', '2026-12-21'],
  ['2000-01-01', '2000-01-01'],
  ['soon', undefined],
  [undefined, undefined],
])('%s is %s', (spec, expected) => expect(relativeDate(spec, today)).toBe(expected));
