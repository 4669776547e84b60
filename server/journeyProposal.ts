import { createHash } from 'node:crypto';
import type Ajv from 'ajv';
import type { FieldError } from '../journey/src/fieldErrors';
import { journeyRules } from '../journey/src/rules/index';
import { formDocuments } from '../journey/src/forms/forms';
import { createSteps, type LoadedStep, stepDocuments, validateProposal } from '../journey/src/steps/index';
import { compileOnce } from '../journey/src/steps/compileOnce';
import type { Matches } from '../journey/src/steps/schemaResolver';
import { settleAnswers } from '../journey/src/steps/settleAnswers';
import { toThirdPerson } from '../journey/src/wording/toThirdPerson';
import type { Proposal } from '../schemas/generated/index';

/** The seven steps as the browser draws them: the additional driver's questions in the third person. */
export const journeySteps: readonly LoadedStep[] = createSteps(toThirdPerson);

/**
 * The server's side of the journey documents: the same rules the browser applies on every change
 * (hidden answers removed, derived answers set), then the same step schemas, so the server refuses
 * what the form refuses with the same message.
 */
export interface JourneyChecks {
  /** The version of the journey documents (a content hash): quotes record it. */
  readonly version: string;
  /** How many steps the form has. */
  readonly stepCount: number;
  /**
   * The proposal as the journey keeps it: every answer the step schemas hide for these answers
   * removed (withoutHidden), then the journey's rules applied (a save is a whole step, so no
   * "previous"). The browser does the same on every change.
   */
  applyRules(proposal: Proposal): Proposal;
  /**
   * The answers of steps 1..upToStep (all seven by default) that break their step's rules, and
   * what breaks the Proposal entity schema; with 0, the entity schema alone.
   */
  check(proposal: Proposal, upToStep?: number): FieldError[];
}

const stepSchemas = journeySteps.map((step) => step.schema);

export function journeyChecks(ajv: Ajv): JourneyChecks {
  const matches: Matches = (ifSchema, data) => compileOnce(ajv, ifSchema, true)(data) as boolean;
  const checks: JourneyChecks = {
    version: journeyVersion,
    stepCount: journeySteps.length,
    applyRules: (proposal) => settleAnswers(journeyRules, stepSchemas, undefined, proposal, matches),
    check: (proposal, upToStep) =>
      upToStep === 0
        ? validateProposal(ajv, proposal, { steps: [] })
        : validateProposal(ajv, proposal, { steps: journeySteps, upToStep }),
  };
  // Compile every step schema now, not on a customer's first save.
  checks.check({});
  return checks;
}

/**
 * The version of the journey documents this server checks answers with: the first 16 hex of a
 * SHA-256 over the step and form documents and the rules, so two servers built from the same
 * documents agree and any edit gives a new version.
 */
export const journeyVersion: string = createHash('sha256')
  .update(JSON.stringify({ steps: stepDocuments, forms: formDocuments, rules: journeyRules }))
  .digest('hex')
  .slice(0, 16);
