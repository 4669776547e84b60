import type Ajv from 'ajv';
import type { FieldError } from '../journey/src/fieldErrors';
import { applyRules, journeyRules } from '../journey/src/rules/index';
import { createSteps, type LoadedStep, validateProposal } from '../journey/src/steps/index';
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
  /** The proposal with the journey's rules applied (a save is a whole step, so no "previous"). */
  applyRules(proposal: Proposal): Proposal;
  /** The answers of steps 1..upToStep (all seven by default) that break their step's rules. */
  check(proposal: Proposal, upToStep?: number): FieldError[];
}

export function journeyChecks(ajv: Ajv): JourneyChecks {
  const checks: JourneyChecks = {
    applyRules: (proposal) => applyRules(journeyRules, undefined, proposal),
    check: (proposal, upToStep) => validateProposal(ajv, proposal, { steps: journeySteps, upToStep }),
  };
  // Compile every step schema now, not on a customer's first save.
  checks.check({});
  return checks;
}
