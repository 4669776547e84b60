import type Ajv from 'ajv';
import { compileOnce } from './compileOnce';
import { schemaId } from '../../../schemas/src/createAjv';
import { toFieldErrors, type FieldError, type ValidationMessages } from '../fieldErrors';
import { prepareAnswers, withoutEmptyStrings } from './prepareAnswers';
import { questionOrder } from './questionOrder';
import { steps as loadedSteps } from './steps';
import type { JsonObject, LoadedStep } from './stepTypes';

export interface ValidateProposalOptions {
  /** Check the steps up to and including this one, by id ('your-details') or number (3); all by default. */
  upToStep?: string | number;
  /** The loaded steps; by default those of journey/steps. */
  steps?: readonly LoadedStep[];
  messages?: ValidationMessages;
}

const PROPOSAL = schemaId('entities/proposal.schema.json');

const orders = new WeakMap<LoadedStep, (a: string, b: string) => number>();

function orderOf(step: LoadedStep): (a: string, b: string) => number {
  let order = orders.get(step);
  if (!order) orders.set(step, (order = questionOrder(step.schema, step.ui)));
  return order;
}

function stepsUpTo(all: readonly LoadedStep[], upToStep: string | number | undefined): readonly LoadedStep[] {
  if (upToStep === undefined) return all;
  const last = all.findIndex((step) => step.id === upToStep || step.number === upToStep);
  if (last < 0) throw new Error(`validateProposal: there is no step ${JSON.stringify(upToStep)}`);
  return all.slice(0, last + 1);
}

/**
 * What is wrong with a proposal, as the journey says it: `[]` when it is valid. Checks the
 * Proposal entity schema and every step schema up to `upToStep` (all seven by default) with the
 * ajv of createAjv() (its keywords and clock), one message per answer: the steps' own messages
 * first, each step's in the order it shows its questions, then what only the entity schema
 * says. The server calls it on save and before quoting; the browser for the open step.
 */
export function validateProposal(
  ajv: Ajv,
  proposal: unknown,
  { upToStep, steps = loadedSteps, messages }: ValidateProposalOptions = {},
): FieldError[] {
  const entity = ajv.getSchema(PROPOSAL);
  if (!entity) throw new Error(`validateProposal: the ajv instance has no ${PROPOSAL} (use createAjv())`);
  const matches = (ifSchema: JsonObject, data: unknown) => compileOnce(ajv, ifSchema, true)(data) as boolean;
  const errors: FieldError[] = [];
  // Answers a step accepts as they are need no groups made for its messages (prepareAnswers makes
  // only groups a step requires, which such answers already have): the whole walk is done only
  // for a step that refuses them, to place its messages.
  const answers = withoutEmptyStrings(proposal ?? {});
  for (const step of stepsUpTo(steps, upToStep)) {
    const validate = compileOnce(ajv, step.schema);
    if (validate(answers) || validate(prepareAnswers(step.schema, proposal, matches))) continue;
    const order = orderOf(step);
    errors.push(...toFieldErrors(validate.errors, messages).sort((a, b) => order(a.path, b.path)));
  }
  if (!entity(proposal)) errors.push(...toFieldErrors(entity.errors, messages));
  const seen = new Set<string>();
  return errors.filter(({ path }) => !seen.has(path) && seen.add(path));
}
