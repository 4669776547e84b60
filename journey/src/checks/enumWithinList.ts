import type { JourneyDocuments } from '../steps/stepTypes';
import type { Check, Report } from './checkTypes';
import { didYouMeanText } from './didYouMean';
import { listOptions, questionOptions } from './questionOptions';
import {
  definitionsAt,
  objectRoot,
  schemaNodes,
  stepQuestions,
  type Located,
  type SchemaNode,
} from './schemaNodes';
import { reportOnce } from './reportOnce';

/** Every definition of the question a node belongs to, in its object and, for a step, in every step. */
function questionDefinitions(node: SchemaNode, documents: JourneyDocuments): Located[] {
  const question = objectRoot(node);
  const definitions: Located[] = [question];
  const name = question.via === 'items' ? '*' : question.keys.at(-1);
  if (question.parent && name !== undefined && question.via !== 'root')
    definitions.push(...definitionsAt(objectRoot(question.parent), [name], documents));
  if (question.root === 'step' && question.answer)
    definitions.push(...(stepQuestions(documents).get(question.answer.join('.')) ?? []));
  return definitions;
}

/** Reports each value of the node's enum (or its const) that is not an option of the question's list. */
function checkNode(node: SchemaNode, documents: JourneyDocuments, report: Report): void {
  const values: [string[], unknown][] = [];
  if (Array.isArray(node.node.enum))
    node.node.enum.forEach((value, i) => values.push([['enum', String(i)], value]));
  if ('const' in node.node) values.push([['const'], node.node.const]);
  if (values.length === 0) return;
  const lists = questionOptions(questionDefinitions(node, documents), documents).lists;
  for (const list of lists) {
    const options = listOptions(list, documents);
    if (!options) continue; // listsExist reports it
    for (const [keys, value] of values) {
      if (!['string', 'number', 'boolean'].includes(typeof value)) continue;
      if (options.some((option) => option.value === String(value))) continue;
      report({
        file: node.file,
        path: [...node.keys, ...keys].join('.'),
        message: `${JSON.stringify(value)} is not an option of the list ${list} this question names${didYouMeanText(
          String(value),
          options,
        )}: no customer could choose it. Correct it, or add the option to journey/lists/${list}.json`,
      });
    }
  }
}

export const enumWithinList: Check = {
  name: 'enum-within-list',
  description:
    'an enum (or const) on a question that names a reference list, in a step, shared or form schema, keeps to the options of that list',
  check(documents, report) {
    const once = reportOnce(report);
    for (const node of schemaNodes(documents)) checkNode(node, documents, once);
  },
};
