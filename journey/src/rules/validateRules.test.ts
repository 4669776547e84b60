import proposalSchema from '../../../schemas/entities/proposal.schema.json';
import type { Rule } from './ruleTypes';
import { validateRules, type RuleProblem } from './validateRules';

const problemsOf = (...rules: Omit<Rule, 'description'>[]): RuleProblem[] =>
  validateRules({ rules: rules.map((rule) => ({ description: rule.id, ...rule })) }, proposalSchema);

const messages = (...rules: Omit<Rule, 'description'>[]) =>
  problemsOf(...rules).map((p) => `${p.at}: ${p.message}`);

describe('validateRules', () => {
  test('accepts paths through $refs, [*] lists, anyOf and forEach', () => {
    expect(
      messages(
        {
          id: 'fine',
          forEach: ['risk.proposer', 'risk.additional_drivers[*]'],
          when: {
            all: [
              { path: '@.part_time_occupation.status', in: ['FullTmEdu'] },
              { path: '@.driver_details.claims[*].has_own_damage_cost', equals: false },
            ],
          },
          effects: [
            { set: '@.part_time_occupation.industry', to: '950' },
            { clear: '@.driver_details.claims[*].own_damage_cost' },
          ],
        },
        {
          id: 'blank',
          effects: [
            { set: 'risk.proposer.part_time_occupation', to: {} },
            { set: 'risk.additional_drivers.0.part_time_occupation', to: null },
          ],
        },
      ),
    ).toEqual([]);
  });

  test.each<[string, Omit<Rule, 'description'>, string]>([
    [
      'an unknown condition path',
      {
        id: 'x',
        when: { path: 'risk.vehicle.colour', equals: 'red' },
        effects: [{ clear: 'risk.vehicle.owner' }],
      },
      'rules.0.when.path: the Proposal has no risk.vehicle.colour',
    ],
    [
      'an unknown effect path',
      { id: 'x', effects: [{ clear: 'risk.duqs.vehicle_modification_11' }] },
      'rules.0.effects.0.clear: the Proposal has no risk.duqs.vehicle_modification_11',
    ],
    [
      '[*] on something that is not a list',
      { id: 'x', effects: [{ clear: 'risk.proposer[*].name' }] },
      'rules.0.effects.0.clear: the Proposal has no risk.proposer[*].name',
    ],
    [
      'a yes/no compared with a string',
      {
        id: 'x',
        when: { path: 'risk.vehicle.keeper', equals: 'false' },
        effects: [{ clear: 'risk.vehicle.owner' }],
      },
      'rules.0.when.equals: "false" can never be the answer at risk.vehicle.keeper',
    ],
    [
      'a number compared in a string list',
      {
        id: 'x',
        when: { path: 'risk.vehicle.cover_type', in: ['C', 3] },
        effects: [{ clear: 'risk.vehicle.owner' }],
      },
      'rules.0.when.in.1: 3 can never be the answer at risk.vehicle.cover_type',
    ],
    [
      'a list code set as a number',
      { id: 'x', effects: [{ set: 'risk.proposer.full_time_occupation.industry', to: 950 }] },
      'rules.0.effects.0.to: 950 can never be the answer at risk.proposer.full_time_occupation.industry',
    ],
    [
      'a cover type not in the enum',
      { id: 'x', effects: [{ set: 'risk.vehicle.cover_type', to: 'FULL' }] },
      'rules.0.effects.0.to: "FULL" can never be the answer at risk.vehicle.cover_type',
    ],
    [
      'a keepOnly key the object lacks',
      { id: 'x', effects: [{ keepOnly: 'risk.vehicle', keys: ['value', 'colour'] }] },
      'rules.0.effects.0.keys.1: the Proposal has no risk.vehicle.colour',
    ],
    [
      'a spread field the items lack',
      {
        id: 'x',
        effects: [
          {
            spread: 'risk.vehicle.modifications',
            field: 'code',
            into: 'risk.duqs.vehicle_modification_{n}',
            max: 10,
          },
        ],
      },
      'rules.0.effects.0.field: the items of risk.vehicle.modifications have no code',
    ],
    [
      'a spread past the numbered answers',
      {
        id: 'x',
        effects: [
          {
            spread: 'risk.vehicle.modifications',
            field: 'type',
            into: 'risk.duqs.vehicle_modification_{n}',
            max: 11,
          },
        ],
      },
      'rules.0.effects.0.into: the Proposal has no risk.duqs.vehicle_modification_11',
    ],
    [
      'a renumber of something not a list',
      {
        id: 'x',
        effects: [{ renumber: 'risk.duqs', fields: ['risk.duqs.marital_status_driver_{n}'], max: 4 }],
      },
      'rules.0.effects.0.renumber: risk.duqs is not a list',
    ],
    [
      'a renumber past the numbered answers',
      {
        id: 'x',
        effects: [
          { renumber: 'risk.additional_drivers', fields: ['risk.duqs.marital_status_driver_{n}'], max: 5 },
        ],
      },
      'rules.0.effects.0.fields.0: the Proposal has no risk.duqs.marital_status_driver_5',
    ],
    [
      'a clear of a list item',
      { id: 'x', effects: [{ clear: 'risk.additional_drivers[*]' }] },
      'rules.0.effects.0.clear: clear removes answers, not list items: risk.additional_drivers[*]',
    ],
    [
      '@ without forEach',
      { id: 'x', effects: [{ clear: '@.name' }] },
      'rules.0.effects.0.clear: @.name starts with @ but the rule has no forEach',
    ],
    [
      'an unknown forEach place',
      { id: 'x', forEach: ['risk.drivers[*]'], effects: [{ clear: '@.name' }] },
      'rules.0.forEach.0: the Proposal has no risk.drivers[*]',
    ],
    [
      'a path wrong for one place of forEach only',
      {
        id: 'x',
        forEach: ['risk.proposer', 'risk.additional_drivers[*]'],
        effects: [{ clear: '@.email_address' }],
      },
      'rules.0.effects.0.clear: the Proposal has no risk.additional_drivers[*].email_address',
    ],
  ])('reports %s', (_name, rule, message) => {
    expect(messages(rule)).toEqual([message]);
  });

  test('reports a repeated id with the rule and its place in the file', () => {
    const effects = [{ clear: 'risk.vehicle.owner' }];
    expect(problemsOf({ id: 'same', effects }, { id: 'same', effects })).toEqual([
      { rule: 'same', at: 'rules.1.id', message: "the id 'same' is repeated" },
    ]);
  });
});
