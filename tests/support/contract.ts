import { readFileSync } from 'node:fs';
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../schemas/src/createAjv';
import { readListValues } from '../../server/loadLists';

/**
 * The API's description (openapi.json) as a contract the tests hold every answer to: a call the
 * description lists must answer a status it lists, with a body valid against that status's schema.
 * buildTestApp checks every call it makes, so a route cannot drift from its description.
 */

interface OperationObject {
  operationId: string;
  requestBody?: { content?: Record<string, { schema?: unknown; example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type PathItem = Partial<Record<'get' | 'post', OperationObject>>;
interface Description {
  paths: Record<string, PathItem>;
}

const DESCRIPTION_FILE = new URL('../../openapi.json', import.meta.url);
export const description = JSON.parse(readFileSync(DESCRIPTION_FILE, 'utf8')) as Description &
  Record<string, unknown>;

const ajv = createAjv({ strict: false }, { lists: readListValues() });
ajv.addSchema(description, 'openapi.json');
const compiled = new Map<string, ValidateFunction>();

const templates = Object.keys(description.paths).map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}/?$`),
}));

/** The described operation a call names, if any (a literal path wins over a template). */
export function operationFor(
  method: string,
  url: string,
): { template: string; operation: OperationObject } | undefined {
  const path = new URL(url, 'http://x').pathname;
  const matches = templates.filter(({ pattern }) => pattern.test(path));
  const exact = matches.find(({ template }) => !template.includes('{')) ?? matches[0];
  const operation = exact
    ? description.paths[exact.template]?.[method.toLowerCase() as 'get' | 'post']
    : undefined;
  return exact && operation ? { template: exact.template, operation } : undefined;
}

/** What is wrong with an answer to a described call, or [] when it keeps the contract. */
export function contractProblems(method: string, url: string, status: number, body: unknown): string[] {
  const found = operationFor(method, url);
  if (!found) return [];
  const { template, operation } = found;
  const where = `${method.toUpperCase()} ${template}`;
  const answer = operation.responses[String(status)];
  if (!answer) return [`${where} answered ${status}, which the description does not list`];
  if (!answer.content?.['application/json']) return [];
  return problemsAgainst(
    `${operationPointer(method, template)}/responses/${status}/content/application~1json/schema`,
    body,
    `${where} ${status}:`,
  );
}

/** What is wrong with a request body for a described call, or [] when its schema takes it. */
export function requestBodyProblems(method: string, template: string, body: unknown): string[] {
  const where = `${method.toUpperCase()} ${template}`;
  const operation = description.paths[template]?.[method.toLowerCase() as 'get' | 'post'];
  if (!operation?.requestBody?.content?.['application/json']) return [`${where} describes no JSON body`];
  return problemsAgainst(
    `${operationPointer(method, template)}/requestBody/content/application~1json/schema`,
    body,
    `${where} body:`,
  );
}

/** Where a described call sits in openapi.json, as a reference. */
function operationPointer(method: string, template: string): string {
  return `openapi.json#/paths/${template.replace(/~/g, '~0').replace(/\//g, '~1')}/${method.toLowerCase()}`;
}

/** What in `value` breaks the schema at `pointer` (compiled once), each line led by `lead`. */
function problemsAgainst(pointer: string, value: unknown, lead: string): string[] {
  let validate = compiled.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: pointer });
    compiled.set(pointer, validate);
  }
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (error) => `${lead} ${error.instancePath || '(body)'} ${error.message ?? 'is not valid'}`,
  );
}
