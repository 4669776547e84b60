import { describe, expect, test } from 'vitest';
import { questionOrder } from './questionOrder';
import { steps } from './steps';

const schema = {
  type: 'object',
  properties: {
    b: { type: 'string' },
    a: { type: 'object', properties: { y: { type: 'string' }, x: { type: 'string' } } },
    list: {
      type: 'array',
      items: { type: 'object', properties: { late: { type: 'string' }, early: { type: 'string' } } },
    },
  },
  allOf: [{ if: { required: ['b'] }, then: { properties: { c: { type: 'string' } } } }],
};
const ui = {
  'ui:order': ['a', '*', 'b'],
  a: { 'ui:order': ['x', '*'] },
  list: { items: { 'ui:order': ['early', '*'] } },
};

describe('questionOrder', () => {
  test('sorts answer paths as the step shows its questions', () => {
    const paths = ['unknown', 'b', 'list.1.early', 'c', 'list.0.late', 'a.y', 'list.0.early', 'a.x'];
    expect(paths.sort(questionOrder(schema, ui))).toEqual([
      'a.x',
      'a.y',
      'list.0.early',
      'list.0.late',
      'list.1.early',
      'c',
      'b',
      'unknown',
    ]);
  });

  test('in step 1, the date of birth comes before the e-mail address', () => {
    const [aboutYou] = steps;
    const order = questionOrder(aboutYou?.schema ?? {}, aboutYou?.ui ?? {});
    expect(['risk.proposer.email_address', 'risk.proposer.date_of_birth'].sort(order)).toEqual([
      'risk.proposer.date_of_birth',
      'risk.proposer.email_address',
    ]);
  });
});
