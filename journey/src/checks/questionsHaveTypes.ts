import type { Check } from './checkTypes';
import { answerName, askedQuestions, type AskedQuestion } from './askedQuestions';

// A question states what it takes: a `type` (string, integer, boolean, array...), or the values
// themselves (`const`, `enum`). Without one the step accepts any answer (a number where a date
// was meant, a list where a yes/no was), and step-no-looser-than-entity cannot compare it with the
// Proposal's answer. An object of questions says what it takes through its questions.

const states = (question: AskedQuestion) =>
  question.definitions.some(
    ({ node }) => node.type !== undefined || 'const' in node || Array.isArray(node.enum),
  );

const groupsQuestions = (question: AskedQuestion) =>
  question.definitions.some(({ node }) => node.properties !== undefined);

export const questionsHaveTypes: Check = {
  name: 'questions-have-types',
  description:
    'every answer of a step or form schema that is not an object of questions (each leaf, each list and its items) states what it takes: a type, or its values (const, enum), in one of its definitions',
  check(documents, report) {
    // A shared question asked twice (the proposer's and each additional driver's) is said once.
    const places = new Set<string>();
    for (const question of askedQuestions(documents)) {
      if (groupsQuestions(question) || states(question)) continue;
      const { file, keys } = question.place;
      const path = keys.join('.');
      if (places.has(`${file}|${path}`)) continue;
      places.add(`${file}|${path}`);
      const items = question.answer.at(-1) === '*';
      const subject = items
        ? `the items of ${answerName(question.answer.slice(0, -1))} state`
        : `the question ${answerName(question.answer)} states`;
      report({
        file,
        path,
        message: `${subject} no type: ${items ? 'they accept' : 'it accepts'} any answer (a text, a number, a yes/no, a list) and the check against the Proposal cannot compare ${items ? 'them' : 'it'}; add a "type" (or the values ${items ? 'they take' : 'it takes'} as "enum" or "const")`,
      });
    }
  },
};
