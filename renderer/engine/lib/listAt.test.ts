import { listAt, listOf } from './listAt';

const item = {
  type: 'object',
  properties: {
    code: { type: 'string', list: 'motor_convictions' },
    name: { type: 'object', properties: { title: { type: 'string', list: 'person_title' } } },
    points: { type: 'integer' },
  },
  allOf: [
    {
      if: { required: ['code'] },
      then: { properties: { reading_type: { type: 'string', list: 'conviction_alcohol_reading_type' } } },
    },
  ],
};

test.each([
  ['code', 'motor_convictions'],
  ['name.title', 'person_title'],
  ['reading_type', 'conviction_alcohol_reading_type'],
  ['points', undefined],
  ['nothing', undefined],
  ['name.nothing', undefined],
])('the list of %s is %s', (path, list) => {
  expect(listAt(item, path)).toBe(list);
});

test('listOf reads the keyword of one schema', () => {
  expect(listOf({ type: 'string', list: 'seats' })).toBe('seats');
  expect(listOf({ type: 'string' })).toBeUndefined();
  expect(listOf(undefined)).toBeUndefined();
});
