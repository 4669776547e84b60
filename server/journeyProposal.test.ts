import { describe, expect, it } from 'vitest';
import proposalSchema from '../schemas/entities/proposal.schema.json';
import { createAjv } from '../schemas/src/createAjv';
import { proposalFixture } from '../tests/fixtures/index';
import { fieldsAreIndependent, journeyChecks } from './journeyProposal';
import { readListValues } from './loadLists';
import { SERVER_OWNED } from './quoting/saveAnswers';
import type { Proposal } from '../schemas/generated/index';
import { journeyText } from '../tests/support/journey/journeyText';

const ajv = createAjv({}, { today: () => '2026-11-20', lists: readListValues() });
const checks = journeyChecks(ajv);

describe('fieldsAreIndependent', () => {
  it.each([
    [{ type: 'object', properties: {} }, true],
    [{ type: 'object', properties: {}, required: ['risk'] }, true],
    [{ type: 'object', properties: {}, required: ['quote'] }, false],
    [{ type: 'object', properties: {}, if: {}, then: {} }, false],
    [{ type: 'object', properties: {}, allOf: [] }, false],
    [{ type: 'object', properties: {}, dependentRequired: {} }, false],
    [{ $ref: '#/$defs/x' }, false],
  ])('%j: %s', (schema, independent) => {
    expect(fieldsAreIndependent(schema, SERVER_OWNED)).toBe(independent);
  });

  it('holds for the proposal entity schema, so a save does not check the quote it stored again', () => {
    expect(fieldsAreIndependent(proposalSchema, SERVER_OWNED)).toBe(true);
  });
});

describe('the journey checks of a save', () => {
  it("leaves the server's own fields to the server, and holds every answer to the entity schema", () => {
    const proposal = proposalFixture() as Proposal;
    const serverMade = { ...proposal, quote: { premium: 'not checked again' } } as unknown as Proposal;
    expect(checks.check(serverMade, 0)).toEqual([]);
    const answered = { ...proposal, is_pay_monthly: 'yes' } as unknown as Proposal;
    expect(checks.check(answered, 0).map((error) => error.path)).toContain('is_pay_monthly');
  });
});

describe('one medical condition per quote, across all drivers', () => {
  const condition = {
    code: 'EPIL',
    date: '2020-01-01',
    status: 'STABLE',
    is_dvla_notified: true,
    has_dvla_restriction: false,
    is_vehicle_modified: false,
    is_receiving_treatment: false,
  };
  const limitMessage = journeyText('content/form.json#/medicalLimit/text');
  const withConditions = (holders: ('proposer' | number)[]): Proposal => {
    const proposal = proposalFixture();
    const risk = proposal.risk!;
    const drivers = risk.additional_drivers ?? [];
    risk.additional_drivers = [...drivers, structuredClone(drivers[0]!)];
    for (const holder of holders) {
      const driver = holder === 'proposer' ? risk.proposer! : risk.additional_drivers[holder]!;
      driver.driver_details = {
        ...driver.driver_details,
        has_medical_condition: true,
        medical_condition: condition,
      };
    }
    return proposal;
  };
  const limitErrors = (proposal: Proposal, upToStep?: number) =>
    checks.check(proposal, upToStep).filter((error) => error.message === limitMessage);

  it('accepts one, whichever driver holds it', () => {
    expect(checks.check(withConditions(['proposer']))).toEqual([]);
    expect(checks.check(withConditions([1]))).toEqual([]);
  });

  it("refuses a second, at the later driver's answer, with the form's own words", () => {
    expect(limitErrors(withConditions(['proposer', 0]))).toEqual([
      { path: 'risk.additional_drivers.0.driver_details.has_medical_condition', message: limitMessage },
    ]);
    expect(limitErrors(withConditions([0, 1]), 4)).toEqual([
      { path: 'risk.additional_drivers.1.driver_details.has_medical_condition', message: limitMessage },
    ]);
  });
});
