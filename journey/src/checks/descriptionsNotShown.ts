import type { Check } from './checkTypes';
import { answerName, askedQuestions } from './askedQuestions';

// The form draws a question's title, its ui:help (behind the help button, read with the question)
// and its messages; it draws no `description`. A product person who writes one to explain a
// question to customers would wait for words that never appear, so each is a warning that says
// where to write them instead. The description of a whole document (its `description` at the
// top, a note for whoever edits it) is no question's and is not named.

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export const descriptionsNotShown: Check = {
  name: 'descriptions-not-shown',
  description:
    "a question's schema `description` is never shown to customers (the form draws its title, ui:help and messages): a warning says to write customer copy in ui:help instead",
  check(documents, report) {
    // A shared question asked twice (the proposer's and each additional driver's) is said once.
    const places = new Set<string>();
    for (const question of askedQuestions(documents)) {
      for (const { file, keys, node } of question.definitions) {
        if (!isText(node.description) || keys.length === 0) continue;
        const path = [...keys, 'description'].join('.');
        if (places.has(`${file}|${path}`)) continue;
        places.add(`${file}|${path}`);
        report({
          file,
          path,
          message: `the description of the question ${answerName(question.answer)} is never shown to customers: write what they should read in its ui:help (in the ui document), or in its title`,
          severity: 'warning',
        });
      }
    }
  },
};
