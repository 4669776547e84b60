import { describe, expect, it } from 'vitest';
import proposalSchema from '../schemas/entities/proposal.schema.json';
import { createAjv } from '../schemas/src/createAjv';
import { proposalFixture } from '../tests/fixtures/index';
import { fieldsAreIndependent, journeyChecks } from './journeyProposal';
import { readListValues } from './loadLists';
import { SERVER_OWNED } from './quoting/saveAnswers';
import type { Proposal } from '../schemas/generated/index';

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
