import type { Check } from './checkTypes';
import {
  answerName,
  askedQuestions,
  drawnWhole,
  isGroup,
  isList,
  widgetOf,
  type AskedQuestion,
} from './askedQuestions';

// A question's text is its schema `title`, or its ui document's `ui:title`: without either the
// form draws an input with no question beside it, and the summary and the error list cannot name
// it. A question is an answer the customer gives: a leaf of the schema, a list (a repeater's
// question), or an object one widget draws whole (an address); not an object that only groups
// questions (risk, risk.proposer), not the items of a list (the repeater titles each item), not
// an answer drawn inside a widget's object (the widget names it with the object's title), and
// not an answer drawn hidden.

/** Whether the step shows the answer as a question of its own, or never (hidden, or inside a widget). */
function neverShown(question: AskedQuestion): boolean {
  for (let above = question.parent; above; above = above.parent)
    if (widgetOf(above) === 'hidden' || drawnWhole(above)) return true;
  return widgetOf(question) === 'hidden';
}

/** Whether the customer answers it as one question. */
function isQuestion(question: AskedQuestion): boolean {
  if (question.answer.at(-1) === '*' || neverShown(question)) return false;
  return isList(question) || !isGroup(question) || drawnWhole(question);
}

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

const hasTitle = (question: AskedQuestion) =>
  isText(question.ui['ui:title']) || question.definitions.some(({ node }) => isText(node.title));

export const questionsHaveTitles: Check = {
  name: 'questions-have-titles',
  description:
    'every question a customer answers (a leaf of a step or form schema, a list, or an object a widget draws whole) has a title, in its schema or as ui:title in its ui document; answers drawn hidden or inside a widget are not questions of their own',
  check(documents, report) {
    // A shared question asked twice (the proposer's and each additional driver's) is said once.
    const places = new Set<string>();
    for (const question of askedQuestions(documents)) {
      if (!isQuestion(question) || hasTitle(question)) continue;
      const { file, keys } = question.place;
      const path = keys.join('.');
      if (places.has(`${file}|${path}`)) continue;
      places.add(`${file}|${path}`);
      report({
        file,
        path,
        message: `the question ${answerName(question.answer)} has no title: customers would see no question text; add a "title"`,
      });
    }
  },
};
