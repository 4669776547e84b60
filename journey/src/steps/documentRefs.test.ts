import { lookUp, memberAt } from './documentRefs';

describe('lookUp', () => {
  const documents = {
    'steps/06/schema.json': { allOf: [{ then: { maximum: 2000 } }], title: 'Cover' },
    'forms/excess/schema.json': {},
  };

  test('follows a pointer through objects and through the items of a list by their place', () => {
    expect(
      lookUp('../../steps/06/schema.json#/allOf/0/then/maximum', 'forms/excess/schema.json', documents),
    ).toEqual(['steps/06/schema.json', 2000]);
  });

  test('a place a list does not have, or one not written as a number, names nothing', () => {
    for (const pointer of ['allOf/1/then', 'allOf/first', 'allOf/00', 'title/0'])
      expect(() =>
        lookUp(`../../steps/06/schema.json#/${pointer}`, 'forms/excess/schema.json', documents),
      ).toThrow(/names nothing in steps\/06\/schema\.json/);
  });
});

describe('memberAt', () => {
  test("an object's own member, never one it inherits", () => {
    expect(memberAt({ a: 1 }, 'a')).toBe(1);
    expect(memberAt({}, 'toString')).toBeUndefined();
  });
});
