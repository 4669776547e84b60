import { limitMedicalConditions } from './medicalLimit';

const driver = (has: boolean) => ({ driver_details: { has_medical_condition: has } });
const doc = (proposer: boolean, ...drivers: boolean[]) => ({
  risk: { proposer: driver(proposer), additional_drivers: drivers.map(driver) },
});

test.each([
  ['the first Yes is kept', doc(false, false), doc(true, false), false, doc(true, false)],
  ['a second Yes goes back to No', doc(true, false), doc(true, true), true, doc(true, false)],
  ['a Yes after the other answered No is kept', doc(true, false), doc(false, true), false, doc(false, true)],
])('%s', (_, previous, next, refused, kept) => {
  const result = limitMedicalConditions(previous, next);
  expect(result.refused).toBe(refused);
  expect(result.document).toEqual(kept);
});
