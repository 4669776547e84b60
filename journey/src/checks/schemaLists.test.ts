import { schemaLists } from './schemaLists';

test('finds the list keyword wherever a schema may be, and nowhere else', () => {
  const schema = {
    definitions: { title: { type: 'string', list: 'person_title' } },
    properties: {
      list: { type: 'string' },
      role: { type: 'string', list: 'occupation_role', errorMessage: { list: 'Choose one' } },
      claims: { type: 'array', items: { properties: { kind: { list: 'motor_claim' } } } },
    },
    allOf: [
      { if: { required: ['role'] }, then: { properties: { industry: { list: 'occupation_industry' } } } },
    ],
    default: { list: 'not_a_keyword' },
  };
  expect(schemaLists(schema)).toEqual([
    { keys: ['definitions', 'title', 'list'], list: 'person_title' },
    { keys: ['properties', 'role', 'list'], list: 'occupation_role' },
    { keys: ['properties', 'claims', 'items', 'properties', 'kind', 'list'], list: 'motor_claim' },
    { keys: ['allOf', '0', 'then', 'properties', 'industry', 'list'], list: 'occupation_industry' },
  ]);
});
