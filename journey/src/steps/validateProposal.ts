import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import { compileOnce } from './compileOnce';
import { isObject } from './documentRefs';
import { readsTheClock, schemaId } from '../../../schemas/src/createAjv';
import { toFieldErrors, type FieldError, type ValidationMessages } from '../fieldErrors';
import { prepareAnswers, withoutEmptyStrings } from './prepareAnswers';
import type { Matches } from './schemaResolver';
import { inputsText, stepInputs, type StepInputs } from './stepInputs';
import { ukToday } from '../../../schemas/src/ukDates';
import { questionOrder } from './questionOrder';
import { steps as loadedSteps } from './steps';
import type { LoadedStep } from './stepTypes';

export interface ValidateProposalOptions {
  /** Check the steps up to and including this one, by id ('your-details') or number (3); all by default. */
  upToStep?: string | number;
  /** The loaded steps; by default those of journey/steps. */
  steps?: readonly LoadedStep[];
  messages?: ValidationMessages;
  /**
   * Keep each step's findings by the answers it reads (stepInputs) and the day, so a step whose
   * answers have not changed is not checked again (the server's saves: most change one step).
   */
  remember?: boolean;
  /**
   * Top-level fields the caller made itself (the server's quote, say) and vouches for: the entity
   * schema is held to every other field. The proposal's fields are independent of one another in
   * that schema, so this leaves out only what the named fields alone would break.
   */
  madeByCaller?: readonly string[];
  /**
   * A document the entity schema has accepted already (the request body the server checked):
   * when the proposal holds exactly its top-level answers, the same values (madeByCaller's
   * aside), the entity schema is not run over them again. A rule that changed an answer gave it
   * a new value, so that answer is checked as it now is.
   */
  checked?: unknown;
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
  {
    upToStep,
    steps = loadedSteps,
    messages,
    remember = false,
    madeByCaller = [],
    checked,
  }: ValidateProposalOptions = {},
): FieldError[] {
  const entity = ajv.getSchema(PROPOSAL);
  if (!entity) throw new Error(`validateProposal: the ajv instance has no ${PROPOSAL} (use createAjv())`);
  const errors: FieldError[] = [];
  // Answers a step accepts as they are need no groups made for its messages (prepareAnswers makes
  // only groups a step requires, which such answers already have): the whole walk is done only
  // for a step that refuses them, to place its messages.
  const document = proposal ?? {};
  // Made for the first step that is checked: a save whose steps' findings are all kept needs none.
  let answers: unknown;
  const day = remember ? validatorsDay(ajv) : undefined;
  for (const step of stepsUpTo(steps, upToStep)) {
    const kept = day === undefined ? undefined : keptFindings(ajv, step, messages);
    // Read from the document as given: its empty strings go the same way whatever else it holds,
    // so the same text still means the same answers checked.
    const key = kept?.inputs && day + inputsText(kept.inputs, document);
    const known = key === undefined ? undefined : kept!.findings.get(key);
    const found =
      known ?? stepErrors(ajv, step, (answers ??= withoutEmptyStrings(document)), proposal, messages);
    if (key !== undefined && !known) {
      if (kept!.findings.size >= KEPT_PER_STEP) kept!.findings.clear();
      kept!.findings.set(key, found);
    }
    for (const error of found) errors.push({ ...error });
  }
  if (checked === undefined || !sameAnswers(proposal, checked, madeByCaller)) {
    const held = madeByCaller.length > 0 ? withoutFields(proposal, madeByCaller) : proposal;
    if (!entity(held)) errors.push(...toFieldErrors(entity.errors, messages));
  }
  const seen = new Set<string>();
  return errors.filter(({ path }) => !seen.has(path) && seen.add(path));
}

/** Whether two documents hold the same top-level answers, the very same values, `except` aside. */
function sameAnswers(a: unknown, b: unknown, except: readonly string[]): boolean {
  if (a === b) return true;
  if (!isObject(a) || !isObject(b)) return false;
  for (const key of Object.keys(a))
    if (!except.includes(key) && (!Object.hasOwn(b, key) || a[key] !== b[key])) return false;
  for (const key of Object.keys(b)) if (!except.includes(key) && !Object.hasOwn(a, key)) return false;
  return true;
}

/** `value` without the named top-level fields, when it is an object. */
function withoutFields(value: unknown, fields: readonly string[]): unknown {
  if (!isObject(value)) return value;
  const kept: Record<string, unknown> = { ...value };
  for (const field of fields) delete kept[field];
  return kept;
}

/** What one step finds wrong with the answers, in the order it shows its questions. */
function stepErrors(
  ajv: Ajv,
  step: LoadedStep,
  answers: unknown,
  proposal: unknown,
  messages: ValidationMessages | undefined,
): FieldError[] {
  const validate = compileOnce(ajv, step.schema);
  if (validate(answers) || validate(prepareAnswers(step.schema, proposal, matchesOf(ajv)))) return [];
  const order = orderOf(step);
  return toFieldErrors(validate.errors, messages).sort((a, b) => order(a.path, b.path));
}

const matchers = new WeakMap<Ajv, Matches>();

function matchesOf(ajv: Ajv): Matches {
  let matches = matchers.get(ajv);
  if (!matches) {
    matches = (ifSchema, data) => compileOnce(ajv, ifSchema, true)(data) as boolean;
    matchers.set(ajv, matches);
  }
  return matches;
}

/** A step's findings kept by the text of the answers it reads; a step that may read any has no inputs. */
interface KeptFindings {
  inputs: StepInputs | undefined;
  messages: ValidationMessages | undefined;
  findings: Map<string, FieldError[]>;
}

const KEPT_PER_STEP = 512;
const kept = new WeakMap<Ajv, WeakMap<LoadedStep, KeptFindings>>();

function keptFindings(ajv: Ajv, step: LoadedStep, messages: ValidationMessages | undefined): KeptFindings {
  let bySteps = kept.get(ajv);
  if (!bySteps) kept.set(ajv, (bySteps = new WeakMap()));
  let found = bySteps.get(step);
  // Findings are worded with the messages: other messages, other findings.
  if (!found || found.messages !== messages) {
    found = { inputs: stepInputs(step.schema), messages, findings: new Map() };
    bySteps.set(step, found);
  }
  return found;
}

const todayChecks = new WeakMap<Ajv, ValidateFunction>();

/**
 * The day the validators of `ajv` take for today, when it is the UK's today: the date keywords'
 * findings depend on it. Undefined when they were given another clock (a test's fixed day), whose
 * day cannot be read: nothing is then kept.
 */
function validatorsDay(ajv: Ajv): string | undefined {
  // Validators on the clock of the moment take the day as ukToday does: no need to ask them.
  if (readsTheClock(ajv)) return ukToday(new Date());
  let isToday = todayChecks.get(ajv);
  if (!isToday) {
    isToday = ajv.compile({ type: 'string', earliestDate: 'today', latestDate: 'today' });
    todayChecks.set(ajv, isToday);
  }
  const day = ukToday(new Date());
  return isToday(day) ? day : undefined;
}
