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

  test('ui:questionOrder orders the questions of several objects together; "*" brings the rest', () => {
    const across = {
      type: 'object',
      properties: {
        a: {
          type: 'object',
          properties: { x: { type: 'string' }, y: { type: 'string' }, z: { type: 'string' } },
        },
        b: {
          type: 'object',
          properties: { p: { type: 'object', properties: { deep: { type: 'string' } } } },
        },
        c: { type: 'object', properties: { q: { type: 'string' } } },
        d: { type: 'string' },
      },
    };
    const acrossUi = { 'ui:questionOrder': ['a.y', 'b.p', 'a.x', 'c', '*'], a: { 'ui:order': ['z', '*'] } };
    const paths = ['d', 'a.z', 'c.q', 'a.x', 'b.p.deep', 'a.y', 'unknown'];
    expect(paths.sort(questionOrder(across, acrossUi))).toEqual([
      'a.y',
      'b.p.deep',
      'a.x',
      'c.q',
      'a.z',
      'd',
      'unknown',
    ]);
  });

  test('in step 5, the kept postcode follows its question, before the night use', () => {
    const usingTheVan = steps.find((step) => step.id === 'using-the-van');
    const order = questionOrder(usingTheVan?.schema ?? {}, usingTheVan?.ui ?? {});
    const paths = [
      'risk.duqs.vehicle_used_during_night',
      'risk.vehicle.kept_postcode',
      'risk.vehicle.is_kept_at_proposer_postcode',
      'risk.duqs.vehicle_night_location',
    ];
    expect(paths.sort(order)).toEqual([
      'risk.duqs.vehicle_night_location',
      'risk.vehicle.is_kept_at_proposer_postcode',
      'risk.vehicle.kept_postcode',
      'risk.duqs.vehicle_used_during_night',
    ]);
  });
});
