import { isObject } from '../steps/documentRefs';
import type { Check, Report } from './checkTypes';
import { dotted } from './uiNodes';

// The form, the server, the summary and this checker read a step's conditions one way
// (journey/src/steps/schemaResolver.ts): a question is asked by the schema, its allOf members and
// the branch its `if` takes. A question written under another way of choosing (a schema
// `dependencies`, `dependentSchemas`, `anyOf`, `oneOf`) would be validated by ajv but its hidden
// answer never cleared, nor shown in the summary: so the step schemas choose with if/then/else only.
// Inside a condition (`if`, `not`) any keyword may be used, as it only tests the answers.

const isSchemaFile = (file: string) => /^(steps|forms)\/.+schema\.json$/.test(file);

/** The keywords read as schemas (branches included), and those not looked into (conditions). */
const SCHEMA = new Set(['items', 'additionalItems', 'additionalProperties', 'then', 'else']);
const SCHEMAS = new Set(['allOf', 'items']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions']);
const OTHER_CHOICES = ['anyOf', 'oneOf', 'dependentSchemas'] as const;

function walk(schema: unknown, file: string, report: Report, keys: string[]): void {
  if (!isObject(schema)) return;
  const at = (key: string) => dotted([...keys, key]);
  for (const key of OTHER_CHOICES)
    if (key in schema)
      report({
        file,
        path: at(key),
        message: `chooses what is asked with "${key}", which the form and the server do not read as a condition: a hidden answer would not be cleared and the summary would not show the question. Write the choice as "if"/"then"/"else" inside "allOf"`,
      });
  if (isObject(schema.dependencies))
    for (const [name, value] of Object.entries(schema.dependencies))
      if (isObject(value))
        report({
          file,
          path: at(`dependencies.${name}`),
          message: `asks questions when "${name}" is answered through "dependencies", which the form and the server do not read as a condition: a hidden answer would not be cleared and the summary would not show the question. Write it as "if": { "required": ["${name}"] } with "then", inside "allOf"`,
        });
  for (const [key, value] of Object.entries(schema)) {
    if (SCHEMAS.has(key) && Array.isArray(value))
      value.forEach((member, i) => walk(member, file, report, [...keys, key, String(i)]));
    else if (SCHEMA.has(key)) walk(value, file, report, [...keys, key]);
    else if (SCHEMA_MAPS.has(key) && isObject(value))
      for (const [name, child] of Object.entries(value)) walk(child, file, report, [...keys, key, name]);
  }
}

export const conditionsAreIfThen: Check = {
  name: 'conditions-are-if-then',
  description:
    'a step or form schema chooses what it asks with if/then/else (in allOf) only, the one way the form, the server and the summary read conditions; anyOf, oneOf, dependentSchemas and schema dependencies appear only inside a condition',
  check(documents, report) {
    for (const [file, document] of Object.entries(documents))
      if (isSchemaFile(file)) walk(document, file, report, []);
  },
};
