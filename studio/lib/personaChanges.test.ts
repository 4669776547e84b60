import { personaChanges } from './personaChanges';

test('only the answers that differ are changed, and the empty groups the form adds are not', () => {
  const before = { risk: { vehicle: { is_kept_at_proposer_postcode: true, kept_postcode: 'LS1 1AA' } } };
  const after = {
    risk: { vehicle: { is_kept_at_proposer_postcode: true }, duqs: {}, userfields: { note: undefined } },
  };
  expect(personaChanges(before, after)).toEqual([
    { pointer: '/answers/risk/vehicle/kept_postcode', remove: true },
  ]);
  expect(personaChanges(before, before)).toEqual([]);
  expect(personaChanges(before, { risk: { vehicle: { is_kept_at_proposer_postcode: false } } })).toEqual([
    { pointer: '/answers/risk/vehicle/is_kept_at_proposer_postcode', value: false },
    { pointer: '/answers/risk/vehicle/kept_postcode', remove: true },
  ]);
});
