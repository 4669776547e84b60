import { isObject } from '../steps/documentRefs';
import type { Check } from './checkTypes';
import { reportOnce } from './reportOnce';
import { schemaNodes } from './schemaNodes';
import { dotted } from './uiNodes';

// The form, the server, the summary and this checker read a step's conditions one way
// (journey/src/steps/schemaResolver.ts): a question is asked by the schema, its allOf members and
// the branch its `if` takes. A question written under another way of choosing (a schema
// `dependencies`, `dependentSchemas`, `anyOf`, `oneOf`) would be validated by ajv but its hidden
// answer never cleared, nor shown in the summary: so the step schemas choose with if/then/else only.
// Inside a condition (`if`, `not`) any keyword may be used, as it only tests the answers; the
// walk of the documents (schemaNodes) never enters a condition.

const OTHER_CHOICES = ['anyOf', 'oneOf', 'dependentSchemas'] as const;
const unread =
  'which the form and the server do not read as a condition: a hidden answer would not be cleared and the summary would not show the question.';

export const conditionsAreIfThen: Check = {
  name: 'conditions-are-if-then',
  description:
    'a step or form schema chooses what it asks with if/then/else (in allOf) only, the one way the form, the server and the summary read conditions; anyOf, oneOf, dependentSchemas and schema dependencies appear only inside a condition',
  check(documents, rawReport) {
    const report = reportOnce(rawReport);
    for (const { file, keys, node } of schemaNodes(documents)) {
      for (const key of OTHER_CHOICES)
        if (key in node)
          report({
            file,
            path: dotted([...keys, key]),
            message: `chooses what is asked with "${key}", ${unread} Write the choice as "if"/"then"/"else" inside "allOf"`,
          });
      if (isObject(node.dependencies))
        for (const [name, value] of Object.entries(node.dependencies))
          if (isObject(value))
            report({
              file,
              path: dotted([...keys, 'dependencies', name]),
              message: `asks questions when "${name}" is answered through "dependencies", ${unread} Write it as "if": { "required": ["${name}"] } with "then", inside "allOf"`,
            });
    }
  },
};
