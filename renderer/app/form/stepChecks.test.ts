import { questionMessage } from '../../../tests/support/journey/journeyText';
import { formSteps } from './formSteps';
import { loadStepChecks } from './stepChecks';

const [aboutYou, aboutYourVan] = (
  await Promise.all(formSteps.map((_step, index) => loadStepChecks(index)))
).map((loaded) => loaded.checks);

test("an empty step 1 gets the journey's own messages, at the questions", () => {
  const errors = aboutYou!.validate({});
  expect(errors).toEqual(
    expect.arrayContaining(
      ['title', 'forenames', 'surname'].map((name) => {
        const path = `risk.proposer.name.${name}`;
        return { path, message: questionMessage(path, 'required') };
      }),
    ),
  );
  expect(errors.every((e) => e.path !== '' && !/must match/.test(e.message))).toBe(true);
});

test('a condition applies: a registration is asked only when the customer knows it', () => {
  const paths = (vehicle: object) => aboutYourVan!.validate({ risk: { vehicle } }).map((e) => e.path);
  expect(paths({ has_registration: true })).toContain('risk.vehicle.registration');
  expect(paths({ has_registration: false })).not.toContain('risk.vehicle.registration');
});

test('RJSF resolves the same conditions with the step validator', async () => {
  const step = formSteps[1]!;
  const { checks } = await loadStepChecks(1);
  const vehicle = (
    step.schema.properties as { risk: { properties: { vehicle: { allOf: { if: object }[] } } } }
  ).risk.properties.vehicle;
  expect(checks.validator.isValid(vehicle.allOf[0]!.if, { has_registration: true }, step.schema)).toBe(true);
});

test("an additional driver's claim asks whether it was under the policyholder's cover; the proposer's does not", async () => {
  const claim = { description: 'AN', date: '2024-02-14', has_own_damage_cost: false };
  const driverStep = (await loadStepChecks(6)).checks;
  const drivingStep = (await loadStepChecks(3)).checks;
  const driverErrors = driverStep.validate({
    risk: {
      has_additional_drivers: true,
      additional_drivers: [{ driver_details: { has_claims: true, claims: [claim] } }],
    },
  });
  expect(driverErrors).toContainEqual({
    path: 'risk.additional_drivers.0.driver_details.claims.0.is_under_policyholders_cover',
    message: questionMessage(
      'risk.additional_drivers.0.driver_details.claims.0.is_under_policyholders_cover',
      'required',
    ),
  });
  const answered = driverStep.validate({
    risk: {
      has_additional_drivers: true,
      additional_drivers: [
        { driver_details: { has_claims: true, claims: [{ ...claim, is_under_policyholders_cover: true }] } },
      ],
    },
  });
  expect(answered.map((e) => e.path)).not.toContain(
    'risk.additional_drivers.0.driver_details.claims.0.is_under_policyholders_cover',
  );
  const proposerErrors = drivingStep.validate({
    risk: { proposer: { driver_details: { has_claims: true, claims: [claim] } } },
  });
  expect(proposerErrors.map((e) => e.path)).not.toContain(
    'risk.proposer.driver_details.claims.0.is_under_policyholders_cover',
  );
});
