import { isObject } from '../steps/documentRefs';
import { QUESTION_ORDER, splitEntry } from '../steps/questionRuns';
import { questionsOf } from '../steps/schemaResolver';
import type { JsonObject } from '../steps/stepTypes';
import type { Check, Report } from './checkTypes';
import { didYouMeanText } from './didYouMean';
import { checkedDocuments } from './loadedSteps';
import { dotted, uiNodes } from './uiNodes';

/** Why a child cannot be drawn in parts (its questions among others'), or undefined. */
function whyWhole(name: string, ui: unknown, definitions: readonly JsonObject[]): string | undefined {
  const node = isObject(ui) ? ui : {};
  const widget = node['ui:widget'];
  const options = isObject(node['ui:options']) ? node['ui:options'] : {};
  if (typeof widget === 'string' && !Array.isArray(options.lookupFields))
    return `"${name}" is drawn whole by its widget "${widget}": name it whole ("${name}")`;
  if (node['ui:label'] !== false && definitions.some((d) => typeof d.title === 'string'))
    return `"${name}" draws a group with its title, which would be drawn once for each part: give it "ui:label": false, or name it whole ("${name}")`;
  return undefined;
}

/** The findings of one `ui:questionOrder` of the object `ui` (describing `schemas`). */
function checkOrder(
  order: unknown,
  ui: JsonObject,
  schemas: JsonObject[],
  report: (message: string) => void,
) {
  if (!Array.isArray(order) || !order.every((entry) => typeof entry === 'string')) {
    report('ui:questionOrder lists question names ("child" or "child.question") and "*"');
    return;
  }
  const children = questionsOf(schemas);
  const seen = new Set<string>();
  const wholes = new Set<string>();
  const parts = new Set<string>();
  for (const entry of order as string[]) {
    if (seen.has(entry)) {
      report(
        `"${entry}" is listed twice: ${entry === '*' ? 'keep one "*"' : 'the form would ask the question twice. Keep one'}`,
      );
      continue;
    }
    seen.add(entry);
    if (entry === '*') continue;
    const [child, question] = splitEntry(entry);
    const definitions = children.get(child);
    if (!definitions) {
      report(
        `"${entry}": "${child}" is not a question of the step schema here${didYouMeanText(child, [...children.keys()])}`,
      );
      continue;
    }
    if (question === undefined) {
      wholes.add(child);
      continue;
    }
    const questions = questionsOf(definitions);
    if (!questions.has(question)) {
      const [first = ''] = question.split('.');
      report(
        questions.size === 0
          ? `"${entry}": "${child}" has no questions of its own to place one by one: name it whole ("${child}")`
          : question.includes('.') && questions.has(first)
            ? `"${entry}": only the questions of "${child}" itself can be placed: name "${child}.${first}" whole`
            : `"${entry}": "${question}" is not a question of "${child}" in the step schema${didYouMeanText(question, [...questions.keys()])}`,
      );
      continue;
    }
    if (!parts.has(child)) {
      parts.add(child);
      const why = whyWhole(child, ui[child], definitions);
      if (why) report(why);
    }
  }
  for (const child of wholes)
    if (parts.has(child))
      report(`"${child}" is named whole and by its questions: the form would ask them twice. Keep one`);
}

export const questionOrderAcross: Check = {
  name: 'question-order-across',
  description:
    'every ui:questionOrder names questions of the object\'s children ("child" whole, or "child.question"), each at most once, of children that can be drawn in parts',
  check(documents, report: Report) {
    for (const { step, uiFile } of checkedDocuments(documents)) {
      for (const { keys, ui, schemas } of uiNodes(step.ui, [step.schema])) {
        if (!(QUESTION_ORDER in ui) || schemas.length === 0) continue;
        const path = dotted([...keys, QUESTION_ORDER]);
        checkOrder(ui[QUESTION_ORDER], ui, schemas, (message) => report({ file: uiFile, path, message }));
      }
    }
  },
};
