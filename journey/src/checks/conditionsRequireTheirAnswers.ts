import { isObject } from '../steps/documentRefs';
import type { JourneyDocuments } from '../steps/stepTypes';
import type { Check, Report } from './checkTypes';
import { questionName, questionOptions } from './questionOptions';
import { reportOnce } from './reportOnce';
import { definitionsAt, objectRoot, schemaNodes, type SchemaNode } from './schemaNodes';

// A JSON Schema condition passes on an answer not given: `"if": { "properties": { "has_claims":
// { "const": true } } }` holds while has_claims is unanswered, so the claims are asked, and
// required, before the customer has said whether there are any. A condition on a question the
// customer answers therefore names it in its `required` too, as the README's example does. A
// condition on an answer the customer is not asked (one the server sets) may mean "when not
// given", and is left alone.

function checkLevel(
  condition: unknown,
  path: string[],
  keys: string[],
  node: SchemaNode,
  documents: JourneyDocuments,
  report: Report,
): void {
  if (!isObject(condition) || !isObject(condition.properties)) return;
  const required = Array.isArray(condition.required) ? condition.required : [];
  for (const [name, test] of Object.entries(condition.properties)) {
    const answer = [...path, name];
    const definitions = definitionsAt(objectRoot(node), answer, documents);
    if (definitions.length === 0) continue; // not a question here: conditionValuesAreOptions says so if need be
    const at = [...keys, 'properties', name];
    if (!required.includes(name))
      report({
        file: node.file,
        path: at.join('.'),
        message: `the condition tests ${questionName(answer, questionOptions(definitions, documents))} but does not require it: a condition holds while its answer is not given, so what its "then" asks is asked, and required, before that question is answered. Add ${JSON.stringify(name)} to the condition's "required" beside "properties"`,
      });
    checkLevel(test, answer, at, node, documents, report);
  }
}

export const conditionsRequireTheirAnswers: Check = {
  name: 'conditions-require-their-answers',
  description:
    'a condition (if) that tests a question the customer answers requires it, so it does not hold before that question is answered',
  check(documents, rawReport) {
    const report = reportOnce(rawReport);
    for (const node of schemaNodes(documents))
      if (isObject(node.node.if)) checkLevel(node.node.if, [], [...node.keys, 'if'], node, documents, report);
  },
};
