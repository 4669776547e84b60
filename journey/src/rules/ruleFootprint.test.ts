import { footprintOf, meets, touches } from './ruleFootprint';
import type { Rule } from './ruleTypes';

const rule: Rule = {
  id: 'r',
  description: 'r',
  when: { path: 'risk.additional_drivers[*].has_claims', equals: false },
  effects: [
    { clear: 'risk.additional_drivers[*].claims' },
    {
      spread: 'risk.vehicle.modifications',
      field: 'type',
      into: 'risk.duqs.vehicle_modification_{n}',
      max: 10,
    },
  ],
};

describe('touches', () => {
  // [name, a place that differs, whether the rule meets it]
  const cases: [string, (string | number)[], boolean][] = [
    ['an answer its condition reads, of any driver', ['risk', 'additional_drivers', 1, 'has_claims'], true],
    ['an answer below one it clears', ['risk', 'additional_drivers', 0, 'claims', 2, 'date'], true],
    ['the list its [*] stands for', ['risk', 'additional_drivers'], true],
    ['the object on the way to its answers', ['risk'], true],
    ['a numbered answer it spreads into', ['risk', 'duqs', 'vehicle_modification_3'], true],
    ['an item of the list it spreads', ['risk', 'vehicle', 'modifications', 0, 'type'], true],
    ["another of a driver's answers", ['risk', 'additional_drivers', 0, 'name'], false],
    ['another answer of the van', ['risk', 'vehicle', 'value'], false],
    ['an answer outside its paths', ['risk', 'voluntary_excess'], false],
    ['another answer beside the numbered ones', ['risk', 'duqs', 'vehicle_owner'], false],
    ['a name like a numbered one but for its number', ['risk', 'duqs', 'vehicle_modification_x'], false],
  ];

  test.each(cases)('%s', (_name, place, met) => {
    expect(touches(footprintOf(rule), [place])).toBe(met);
  });

  test('footprints meet where their places may name the same answer', () => {
    const keeper: Rule = {
      id: 'k',
      description: 'k',
      effects: [{ set: 'risk.duqs.vehicle_owner', to: '1' }],
    };
    const numbered: Rule = { ...keeper, effects: [{ clear: 'risk.duqs.vehicle_modification_{n}' }] };
    const driver: Rule = { ...keeper, effects: [{ clear: 'risk.additional_drivers[*].claims' }] };
    expect(meets(footprintOf(rule), footprintOf(keeper))).toBe(false);
    expect(meets(footprintOf(rule), footprintOf(numbered))).toBe(true);
    expect(meets(footprintOf(rule), footprintOf(driver))).toBe(true);
    expect(meets(footprintOf(keeper), footprintOf(driver))).toBe(false);
  });

  test('nothing that differs meets no rule', () => {
    expect(touches(footprintOf(rule), [])).toBe(false);
  });
});
