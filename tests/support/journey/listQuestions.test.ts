import { steps } from '../../../journey/src/steps/steps';
import { listQuestions } from './listQuestions';

test('finds the questions naming a list, with the paths of their answers', () => {
  const schema = {
    type: 'object',
    properties: {
      risk: {
        type: 'object',
        properties: {
          title: { type: 'string', list: 'person_title' },
          drivers: {
            type: 'array',
            items: { properties: { role: { type: 'string', list: 'occupation_role' } } },
          },
        },
        allOf: [
          {
            if: { required: ['title'] },
            then: { properties: { use: { type: 'string', list: 'class_of_use' } } },
          },
        ],
      },
    },
  };
  expect(listQuestions(schema).map(({ path, list }) => [path, list])).toEqual([
    ['risk.title', 'person_title'],
    ['risk.drivers.*.role', 'occupation_role'],
    ['risk.use', 'class_of_use'],
  ]);
});

test('the steps ask occupation, class of use and NCD years from their lists', () => {
  const lists = new Map(steps.flatMap((step) => listQuestions(step.schema)).map((q) => [q.path, q.list]));
  expect(lists.get('risk.proposer.full_time_occupation.role')).toBe('occupation_role');
  expect(lists.get('risk.additional_drivers.*.full_time_occupation.industry')).toBe('occupation_industry');
  expect(lists.get('risk.vehicle.class_of_use')).toBe('class_of_use');
  expect(lists.get('risk.previous_insurance.ncd.years')).toBe('ncd_years');
});
