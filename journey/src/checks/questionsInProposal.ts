import type { SchemaObject } from 'ajv';
import proposalSchema from '../../../schemas/entities/proposal.schema.json';
import { allSchemas } from '../../../schemas/src/schemaRegistry';
import { formatPath, WILDCARD, type Segment } from '../rules/path';
import { schemaAtPath, type SchemaPlace } from '../rules/schemaAtPath';
import { everyQuestion } from '../steps/schemaResolver';
import type { JsonObject } from '../steps/stepTypes';
import type { Check, Report } from './checkTypes';
import { loadedSteps } from './loadedSteps';
import { entityFile, proposalPlaces } from './proposalPlaces';

interface Question {
  /** The names down to it, '*' for a list's items. */
  names: readonly string[];
  segments: Segment[];
  /** As written in the step schema's keys ('items' for list items). */
  keys: string[];
}

/** Each question of a step schema, once, as path segments and as written keys ('items' for list items). */
function questions(schema: JsonObject): Map<string, Question> {
  const found = new Map<string, Question>();
  for (const { path } of everyQuestion([schema])) {
    const segments: Segment[] = path.map((name) => (name === '*' ? WILDCARD : name));
    const key = formatPath(segments);
    if (!found.has(key))
      found.set(key, { names: path, segments, keys: path.map((name) => (name === '*' ? 'items' : name)) });
  }
  return found;
}

/**
 * Where a missing answer is to be added: the entity file that holds the answers of the nearest
 * group above it the Proposal has ('risk.duqs': schemas/entities/duqs.schema.json).
 */
function whereToAdd(names: readonly string[]): string {
  for (let length = names.length - 1; length > 0; length--) {
    const [place] = proposalPlaces(names.slice(0, length));
    if (place)
      return `${entityFile(place)}, which holds the answers of ${formatPath(
        names.slice(0, length).map((name) => (name === '*' ? WILDCARD : name)),
      )}`;
  }
  return 'schemas/entities/proposal.schema.json';
}

/** Reports each question the Proposal does not have; below a missing one, nothing more. */
function checkStep(schema: JsonObject, file: string, report: Report): void {
  const byId = new Map<string, SchemaObject>();
  for (const entity of [...allSchemas, proposalSchema as SchemaObject])
    if (typeof entity.$id === 'string') byId.set(entity.$id, entity);
  const root: SchemaPlace = { schema: proposalSchema as SchemaObject, base: proposalSchema.$id };
  const missing: string[] = [];
  for (const [path, { names, segments, keys }] of questions(schema)) {
    if (missing.some((above) => path.startsWith(`${above}.`) || path.startsWith(`${above}[`))) continue;
    if (schemaAtPath(root, segments, (id) => byId.get(id)).length > 0) continue;
    missing.push(path);
    report({
      file,
      path: keys.join('.'),
      message: `the question ${path} is not an answer of the Proposal; add it first to ${whereToAdd(names)}, then run npm run types (the types and openapi.json are made from it), or correct its name`,
    });
  }
}

export const questionsInProposal: Check = {
  name: 'questions-in-proposal',
  description:
    'every question of a step (through if/then/else, allOf and list items) is an answer of the Proposal entity schema, so what the form asks can be stored',
  check(documents, report) {
    for (const { step, schemaFile } of loadedSteps(documents).steps)
      checkStep(step.schema, schemaFile, report);
  },
};
