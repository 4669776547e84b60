import collectionDays from '../../lists/direct_debit_collection_day.json';
import { COLLECTABLE_DAYS, collectionDayFor, DEFAULT_COLLECTION_DAY } from './collectionDay';

const lastCollectable = Math.max(...COLLECTABLE_DAYS);

describe('collectionDayFor', () => {
  test('the collectable days are the options of the collection day list', () => {
    expect(COLLECTABLE_DAYS).toEqual(collectionDays.options.map((o) => Number(o.value)));
  });

  test.each([
    ['2026-12-01', 1],
    ['2026-12-09', 9],
    [`2026-12-${String(lastCollectable).padStart(2, '0')}`, lastCollectable],
  ])('a start date of %s collects on its own day, %i', (start, day) => {
    expect(collectionDayFor(start)).toEqual({ day, startDay: day, moved: false });
  });

  test.each(['2026-12-29', '2026-12-30', '2026-12-31'])(
    'a start date of %s, a day not every month has, moves to the last collectable day and says so',
    (start) => {
      expect(collectionDayFor(start)).toEqual({
        day: lastCollectable,
        startDay: Number(start.slice(8)),
        moved: true,
      });
    },
  );

  test('a day before every collectable day moves to the first one', () => {
    expect(collectionDayFor('2026-12-02', [5, 6])).toEqual({ day: 5, startDay: 2, moved: true });
  });

  test.each([undefined, '', 'soon', '2026-12-00', '2026-12-32'])(
    'no usable start date (%s): the default day',
    (start) => {
      expect(collectionDayFor(start)).toEqual({ day: DEFAULT_COLLECTION_DAY, moved: false });
    },
  );
});
