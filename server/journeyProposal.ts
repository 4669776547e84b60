import type Ajv from 'ajv';
import type { FieldError, ValidationMessages } from '../journey/src/fieldErrors';
import type { Step } from '../journey/src/journeyTypes';
import { type LookedUpAddress, lookedUpAddresses } from '../journey/src/lookedUpAddresses';
import { medicalConditionHolders, type JourneyRules } from '../journey/src/rules/index';
import {
  createSteps,
  type JourneyDocuments,
  type LoadedStep,
  loadSteps,
  validateProposal,
} from '../journey/src/steps/index';
import { compileOnce } from '../journey/src/steps/compileOnce';
import type { Matches } from '../journey/src/steps/schemaResolver';
import { settleAnswers } from '../journey/src/steps/settleAnswers';
import { toThirdPerson } from '../journey/src/wording/toThirdPerson';
import { humanVersionOf } from '../journey/src/versions/journeyVersion';
import type { Proposal } from '../schemas/generated/index';
import { builtInJourneyDocuments, versionOf } from './journeyDocuments';
import { SERVER_OWNED } from './quoting/saveAnswers';
import proposalSchema from '../schemas/entities/proposal.schema.json';

/** The seven steps as the browser draws them: the additional driver's questions in the third person. */
export const journeySteps: readonly LoadedStep[] = createSteps(toThirdPerson);

/**
 * The server's side of the journey documents: the same rules the browser applies on every change
 * (hidden answers removed, derived answers set), then the same step schemas, so the server refuses
 * what the form refuses with the same message.
 */
export interface JourneyChecks {
  /** The version of the journey documents (a content hash): proposals and quotes record it. */
  readonly version: string;
  /** journey.json's human version ("2026.11.1"): journey/migrations name it. */
  readonly humanVersion: string;
  /** How many steps the form has. */
  readonly stepCount: number;
  /**
   * The proposal as the journey keeps it: every answer the step schemas hide for these answers
   * removed (withoutHidden), then the journey's rules applied (a save is a whole step, so no
   * "previous"). The browser does the same on every change. `stored`: the document as stored,
   * whose unchanged answers `proposal` holds as the very same objects (sharedWith): what the
   * changed answers cannot affect is not worked out again. The same result with or without it.
   */
  applyRules(proposal: Proposal, stored?: Proposal): Proposal;
  /**
   * The answers of steps 1..upToStep (all seven by default) that break their step's rules, and
   * what breaks the Proposal entity schema; with 0, the entity schema alone. The fields only the
   * server sets (SERVER_OWNED: the quote, the mandate) are the server's own making, never a
   * client's, and are not held to the entity schema again on every save. `checked`: the request
   * body the entity schema accepted, whose answers the proposal may hold unchanged (those are
   * not checked against it twice).
   */
  check(proposal: Proposal, upToStep?: number, checked?: Proposal): FieldError[];
  /** The form's words for van answers no lookup gave (content/form.json, vehicle.detailsMessage). */
  readonly vehicleDetailsMessage: string;
  /** The steps' answers picked from the address lookup's list, which a save holds to it. */
  readonly lookedUpAddresses: readonly LookedUpAddress[];
}

// Built once per ajv and version: every app over one ajv (and every request) shares them.
const built = new WeakMap<Ajv, Map<string, JourneyChecks>>();

/**
 * The checks of a build of the journey (`documents`: every document of journey/ by path; the
 * documents this server was built with by default), built and compiled once per ajv and version.
 */
export function journeyChecks(
  ajv: Ajv,
  documents: JourneyDocuments = builtInJourneyDocuments(),
): JourneyChecks {
  const version = versionOf(documents);
  let byVersion = built.get(ajv);
  if (!byVersion) built.set(ajv, (byVersion = new Map()));
  const cached = byVersion.get(version);
  if (cached) return cached;
  const checks = buildChecks(ajv, documents, version);
  byVersion.set(version, checks);
  return checks;
}

function buildChecks(ajv: Ajv, documents: JourneyDocuments, version: string): JourneyChecks {
  const order = (documents['journey.json'] as { steps?: Step[] } | undefined)?.steps ?? [];
  const steps = loadSteps(order, documents, { reword: toThirdPerson });
  const stepSchemas = steps.map((step) => step.schema);
  const rules = documents['rules.json'] as JourneyRules;
  const messages = documents['content/validation-messages.json'] as ValidationMessages | undefined;
  const matches: Matches = (ifSchema, data) => compileOnce(ajv, ifSchema, true)(data) as boolean;
  const madeByCaller = fieldsAreIndependent(proposalSchema, SERVER_OWNED) ? SERVER_OWNED : [];
  const form = documents['content/form.json'] as
    { medicalLimit?: { text?: string }; vehicle?: { detailsMessage?: string } } | undefined;
  const medicalLimit = form?.medicalLimit?.text ?? messages?.default ?? '';
  const checks: JourneyChecks = {
    version,
    humanVersion: humanVersionOf(documents),
    stepCount: steps.length,
    vehicleDetailsMessage: form?.vehicle?.detailsMessage ?? messages?.default ?? '',
    lookedUpAddresses: steps.flatMap((step) => lookedUpAddresses(step, messages?.default ?? '')),
    applyRules: (proposal, stored) => settleAnswers(rules, stepSchemas, undefined, proposal, matches, stored),
    check: (proposal, upToStep, checked) =>
      upToStep === 0
        ? validateProposal(ajv, proposal, {
            steps: [],
            madeByCaller,
            checked,
            ...(messages ? { messages } : {}),
          })
        : [
            ...validateProposal(ajv, proposal, {
              steps,
              upToStep,
              remember: true,
              madeByCaller,
              checked,
              ...(messages ? { messages } : {}),
            }),
            ...medicalConditionsPastTheLimit(proposal, medicalLimit),
          ],
  };
  // Compile every step schema now, not on a customer's first save.
  checks.check({});
  return checks;
}

/**
 * One medical condition per quote across all drivers (spec 000 sections 4 and 9): the form turns a
 * second driver's Yes back to No with the 'Sorry!' modal (its text is the message here); the
 * server refuses a proposal that holds more than one, at each holder's answer after the first.
 * Which answer came first cannot be known from the answers, so none is changed: a rule would drop
 * a condition the customer declared.
 */
function medicalConditionsPastTheLimit(proposal: Proposal, message: string): FieldError[] {
  return medicalConditionHolders(proposal)
    .slice(1)
    .map((holder) => ({ path: `${holder}.driver_details.has_medical_condition`, message }));
}

/**
 * Whether the entity schema holds each top-level field on its own (no condition, combination or
 * dependency across fields) and requires none of `fields`: leaving those out then leaves out only
 * what they alone would break.
 */
export function fieldsAreIndependent(schema: Record<string, unknown>, fields: readonly string[]): boolean {
  const across = [
    'allOf',
    'anyOf',
    'oneOf',
    'not',
    'if',
    'dependentRequired',
    'dependentSchemas',
    'dependencies',
  ];
  const required = (schema.required as string[] | undefined) ?? [];
  return (
    across.every((keyword) => !(keyword in schema)) &&
    !('$ref' in schema) &&
    !required.some((field) => fields.includes(field))
  );
}

/**
 * The version of the journey documents this server was built with: the first 16 hex of a SHA-256
 * over every document that changes what is asked, checked or shown (journey/src/versions), so two
 * servers built from the same documents agree and any edit gives a new version.
 */
export const journeyVersion: string = versionOf(builtInJourneyDocuments());
