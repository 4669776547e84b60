import { deepEqual } from '../rules/deepEqual';
import { everyQuestion } from '../steps/schemaResolver';
import type { JsonObject } from '../steps/stepTypes';
import type { Check } from './checkTypes';
import { checkedDocuments, loadedSteps } from './loadedSteps';
import { answerDateLimits, dateBounds, numberLimits } from '../steps/limitKeywords';

/**
 * The rules of an answer that say which answers it takes: a form of the pages after the steps
 * (the price page's start date and voluntary excess) that asks a step's question again must say
 * the same, or the customer could give on one page what the other refuses. Messages, titles and
 * the shape of a text (its length, format, pattern) may differ.
 */
const limits = [...numberLimits, ...dateBounds, ...answerDateLimits, 'list', 'enum', 'const'] as const;

/** The keyword as the question's definitions state it (the first that does). */
function stated(definitions: readonly JsonObject[], keyword: string): unknown {
  return definitions.find((definition) => keyword in definition)?.[keyword];
}

const shown = (value: unknown) => (value === undefined ? 'not set' : JSON.stringify(value));

export const formsAgreeWithSteps: Check = {
  name: 'forms-agree-with-steps',
  description: `a form of journey/forms that asks a question a step asks states the same ${limits.join(', ')} as the step`,
  check(documents, report) {
    const asked = new Map<string, { definitions: JsonObject[]; file: string }>();
    for (const { step, schemaFile } of loadedSteps(documents).steps)
      for (const { path, definitions } of everyQuestion([step.schema])) {
        const key = path.join('.');
        if (!asked.has(key)) asked.set(key, { definitions, file: schemaFile });
      }
    for (const { step: form, schemaFile } of checkedDocuments(documents)) {
      if (!schemaFile.startsWith('forms/')) continue;
      for (const { path, definitions } of everyQuestion([form.schema])) {
        const inStep = asked.get(path.join('.'));
        if (!inStep) continue;
        for (const keyword of limits) {
          const here = stated(definitions, keyword);
          const there = stated(inStep.definitions, keyword);
          if (deepEqual(here, there)) continue;
          report({
            file: schemaFile,
            path: path.map((name) => (name === '*' ? 'items' : name)).join('.'),
            message: `${keyword} is ${shown(here)} here but ${shown(there)} in ${inStep.file}, which asks the same question: the page would take answers the step refuses, or refuse answers it takes. Write the same ${keyword} in both`,
          });
        }
      }
    }
  },
};
