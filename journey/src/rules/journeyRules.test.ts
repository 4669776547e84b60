import { createAjv, schemaId } from '../../../schemas/src/createAjv';
import proposalSchema from '../../../schemas/entities/proposal.schema.json';
import ruleCasesSchema from '../../../schemas/journey/cases/rule-cases.schema.json';
import fixture from '../../../schemas/examples/proposal.json';
import ruleCasesDocument from '../../rules.cases.json';
import { applyRules } from './applyRules';
import { journeyRules } from './journeyRules';
import type { JourneyRules } from './ruleTypes';
import { validateRules } from './validateRules';

/** One case per rule, in journey/rules.cases.json (its shape: schemas/journey/cases/rule-cases.schema.json). */
interface RuleCase {
  previous: unknown;
  next: unknown;
  expected: unknown;
}
const ruleCases = ruleCasesDocument.cases as Record<string, RuleCase>;

const ids = journeyRules.rules.map((rule) => rule.id);
const without = (id: string): JourneyRules => ({
  rules: journeyRules.rules.filter((rule) => rule.id !== id),
});

describe('journey/rules.json', () => {
  test('is valid against schemas/journey/rules.schema.json', () => {
    const validate = createAjv().getSchema(schemaId('journey/rules.schema.json'));
    expect(validate?.(journeyRules), JSON.stringify(validate?.errors, null, 2)).toBe(true);
  });

  test('names only answers the Proposal schema has, with constants they can take', () => {
    expect(validateRules(journeyRules, proposalSchema)).toEqual([]);
  });

  test('has its cases in the shape of schemas/journey/cases/rule-cases.schema.json', () => {
    const validate = createAjv().compile(ruleCasesSchema);
    expect(validate(ruleCasesDocument), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  test('has one case per rule in journey/rules.cases.json, and no case without a rule', () => {
    expect(Object.keys(ruleCases).sort()).toEqual([...ids].sort());
  });

  describe.each(ids)('%s', (id) => {
    const { previous, next, expected } = ruleCases[id] ?? { previous: {}, next: {}, expected: null };

    test('gives the expected document', () => {
      expect(applyRules(journeyRules, previous, next)).toEqual(expected);
    });

    test('is what makes the difference (the case needs this rule)', () => {
      expect(applyRules(without(id), previous, next)).not.toEqual(expected);
    });

    test('changes nothing more when applied again', () => {
      const once = applyRules(journeyRules, previous, next);
      expect(applyRules(journeyRules, previous, once)).toEqual(once);
      expect(applyRules(journeyRules, once, once)).toBe(once);
    });
  });

  test('leave the consistent example proposal as it is, in the browser and on the server', () => {
    expect(applyRules(journeyRules, fixture, fixture)).toBe(fixture);
    expect(applyRules(journeyRules, undefined, fixture)).toBe(fixture);
  });
});
