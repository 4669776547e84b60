import { findingsOf } from '../../../tests/support/journey/checkFixture';
import { rulesNameRealPaths } from './rulesNameRealPaths';

const rule = (id: string, clear: string) => ({ id, description: id, effects: [{ clear }] });

describe('rulesNameRealPaths', () => {
  test('finds nothing in sound rules', () => {
    expect(
      findingsOf(rulesNameRealPaths, { 'rules.json': { rules: [rule('a', 'risk.vehicle.owner')] } }),
    ).toEqual([]);
  });

  test.each<[string, unknown, string[]]>([
    ['no rules.json', undefined, ['rules.json  the file is missing']],
    [
      'a rule without effects',
      { rules: [{ id: 'a', description: 'a' }] },
      ["rules.json  rules.0: must have required property 'effects'"],
    ],
    [
      'an unknown path',
      { rules: [rule('a', 'risk.vehicle.colour')] },
      ["rules.json  rules.0.effects.0.clear: rule 'a': the Proposal has no risk.vehicle.colour"],
    ],
    [
      'a repeated id',
      { rules: [rule('a', 'risk.vehicle.owner'), rule('a', 'risk.vehicle.keeper')] },
      ["rules.json  rules.1.id: rule 'a': the id 'a' is repeated"],
    ],
  ])('%s', (_case, rules, findings) => {
    expect(findingsOf(rulesNameRealPaths, rules === undefined ? {} : { 'rules.json': rules })).toEqual(
      findings,
    );
  });
});
