import { mayHaveMedicalCondition, medicalConditionHolders } from './medicalConditionHolders';

const withConditions = (proposer: boolean, drivers: boolean[]) => ({
  risk: {
    proposer: { driver_details: { has_medical_condition: proposer } },
    additional_drivers: drivers.map((has) => ({ driver_details: { has_medical_condition: has } })),
  },
});

describe('medicalConditionHolders', () => {
  test.each<[string, unknown, string[]]>([
    ['nobody', withConditions(false, [false]), []],
    ['the proposer', withConditions(true, [false]), ['risk.proposer']],
    ['the second additional driver', withConditions(false, [false, true]), ['risk.additional_drivers.1']],
    [
      'two (a document the form would not make)',
      withConditions(true, [true]),
      ['risk.proposer', 'risk.additional_drivers.0'],
    ],
    ['an empty document', {}, []],
  ])('%s', (_name, document, holders) => {
    expect(medicalConditionHolders(document)).toEqual(holders);
  });

  test('a driver may answer Yes unless another driver holds the condition', () => {
    const document = withConditions(false, [true, false]);
    expect(mayHaveMedicalCondition(document, 'risk.additional_drivers.0')).toBe(true);
    expect(mayHaveMedicalCondition(document, 'risk.proposer')).toBe(false);
    expect(mayHaveMedicalCondition(withConditions(false, [false]), 'risk.proposer')).toBe(true);
  });
});
