import { formSteps } from './formSteps';
import { stepChecks } from './stepChecks';

const [aboutYou, aboutYourVan] = formSteps.map((step, index) => stepChecks(step, index));

test("an empty step 1 gets the journey's own messages, at the questions", () => {
  const errors = aboutYou!.validate({});
  expect(errors).toEqual(
    expect.arrayContaining([
      { path: 'risk.proposer.name.title', message: 'Select your title' },
      { path: 'risk.proposer.name.forenames', message: 'Enter your first name' },
      { path: 'risk.proposer.name.surname', message: 'Enter your last name' },
    ]),
  );
  expect(errors.every((e) => e.path !== '' && !/must match/.test(e.message))).toBe(true);
});

test('a condition applies: a registration is asked only when the customer knows it', () => {
  const paths = (vehicle: object) => aboutYourVan!.validate({ risk: { vehicle } }).map((e) => e.path);
  expect(paths({ has_registration: true })).toContain('risk.vehicle.registration');
  expect(paths({ has_registration: false })).not.toContain('risk.vehicle.registration');
});

test('RJSF resolves the same conditions with the step validator', () => {
  const step = formSteps[1]!;
  const checks = stepChecks(step, 1);
  const vehicle = (
    step.schema.properties as { risk: { properties: { vehicle: { allOf: { if: object }[] } } } }
  ).risk.properties.vehicle;
  expect(checks.validator.isValid(vehicle.allOf[0]!.if, { has_registration: true }, step.schema)).toBe(true);
});
