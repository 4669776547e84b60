import { listAt, listOf } from './listAt';

const item = {
  type: 'object',
  properties: {
    code: { type: 'string', list: 'pet_kinds' },
    name: { type: 'object', properties: { title: { type: 'string', list: 'person_title' } } },
    age: { type: 'integer' },
  },
  allOf: [
    {
      if: { required: ['code'] },
      then: { properties: { food_type: { type: 'string', list: 'pet_food_type' } } },
    },
  ],
};

test.each([
  ['code', 'pet_kinds'],
  ['name.title', 'person_title'],
  ['food_type', 'pet_food_type'],
  ['age', undefined],
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
