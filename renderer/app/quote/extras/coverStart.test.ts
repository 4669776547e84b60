import { coverStart } from './coverStart';

// The journey's start time (checkout.json) is an argument: the table says what is done with it.
const START_TIME = '00:05';

test.each<[string, string, string, { date: string; time: string }]>([
  [
    'a later day starts at the start time',
    '2026-12-01',
    '2026-11-20T15:42:00Z',
    { date: '01/12/2026', time: START_TIME },
  ],
  [
    'today starts now (winter, UTC)',
    '2026-11-20',
    '2026-11-20T15:42:00Z',
    { date: '20/11/2026', time: '15:42' },
  ],
  [
    'today starts now (summer, BST)',
    '2026-07-01',
    '2026-07-01T10:15:00Z',
    { date: '01/07/2026', time: '11:15' },
  ],
  [
    'after midnight in the UK it is already the next day',
    '2026-07-01',
    '2026-06-30T23:30:00Z',
    { date: '01/07/2026', time: '00:30' },
  ],
  [
    'yesterday in the UK is not today',
    '2026-06-30',
    '2026-06-30T23:30:00Z',
    { date: '30/06/2026', time: START_TIME },
  ],
])('%s', (_, startDate, now, expected) => {
  expect(coverStart(startDate, new Date(now), START_TIME)).toEqual(expected);
});
