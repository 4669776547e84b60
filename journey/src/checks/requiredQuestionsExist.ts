import type { JourneyDocuments } from '../steps/stepTypes';
import { isObject } from '../steps/documentRefs';
import type { Check } from './checkTypes';
import { didYouMeanText } from './didYouMean';
import { branchesOf, objectRoot, schemaNodes, type SchemaNode } from './schemaNodes';
import { reportOnce } from './reportOnce';

/**
 * The questions a `required` beside this node can name: the properties of the node, of the
 * branches it sits in (a `then` sees its object's questions) and of the groups each includes.
 */
function visibleQuestions(node: SchemaNode, documents: JourneyDocuments): Set<string> {
  const names = new Set<string>();
  for (let current: SchemaNode | undefined = node; current; current = current.parent) {
    for (const { node: schema } of branchesOf(current, documents, false))
      if (isObject(schema.properties)) for (const name of Object.keys(schema.properties)) names.add(name);
    if (current.via !== 'branch') break;
  }
  return names;
}

export const requiredQuestionsExist: Check = {
  name: 'required-questions-exist',
  description:
    'every name in a `required` of a step or form schema (and of its then/else/allOf branches and shared groups) is a question of the object it is required in, or of the branch that requires it; its message is checked by required-have-messages',
  check(documents, report) {
    const once = reportOnce(report);
    for (const node of schemaNodes(documents)) {
      // A shared definition alone cannot say: the questions of the object including it count too.
      if (node.root === 'shared' || !Array.isArray(node.node.required)) continue;
      const visible = visibleQuestions(node, documents);
      node.node.required.forEach((name: unknown, i) => {
        if (typeof name !== 'string' || visible.has(name)) return;
        const path = [...node.keys, 'required', String(i)].join('.');
        const inBranch = branchesOf(objectRoot(node), documents).some(
          ({ node: branch }) => isObject(branch.properties) && Object.hasOwn(branch.properties, name),
        );
        once({
          file: node.file,
          path,
          message: inBranch
            ? `${JSON.stringify(name)} is required here, but it is asked only when a condition holds (in a then/else branch): customers who are not asked it could never answer it and would be stuck. Require it in that branch instead`
            : `${JSON.stringify(name)} is required but no question of that name is asked here${didYouMeanText(
                name,
                [...visible],
              )}: customers could never answer it and would be stuck. Correct the name, or add the question to "properties"`,
        });
      });
    }
  },
};
