import { isObject } from '../steps/documentRefs';
import { everyQuestion, itemsOf, partsOf } from '../steps/schemaResolver';
import type { JsonObject } from '../steps/stepTypes';
import type { Check } from './checkTypes';
import { checkedDocuments } from './loadedSteps';

/**
 * Every part of a step schema (each branch of each question and list item) with the question keys
 * that lead to it ('items' for list items), each part once.
 */
function objectSchemas(schema: JsonObject): [string[], JsonObject][] {
  const places: [string[], JsonObject[]][] = [[[], [schema]]];
  for (const { path, definitions } of everyQuestion([schema])) {
    const keys = path.map((name) => (name === '*' ? 'items' : name));
    places.push([keys, definitions], [[...keys, 'items'], itemsOf(definitions)]);
  }
  const seen = new Set<JsonObject>();
  const found: [string[], JsonObject][] = [];
  for (const [keys, definitions] of places)
    for (const part of definitions.flatMap((definition) => partsOf(definition)))
      if (!seen.has(part) && seen.add(part)) found.push([keys, part]);
  return found;
}

export const requiredHaveMessages: Check = {
  name: 'required-have-messages',
  description:
    'every required question has its own message in errorMessage.required, beside the required list',
  check(documents, report) {
    for (const { step, schemaFile } of checkedDocuments(documents)) {
      for (const [keys, schema] of objectSchemas(step.schema)) {
        const errorMessage = isObject(schema.errorMessage) ? schema.errorMessage : {};
        const messages = isObject(errorMessage.required) ? errorMessage.required : {};
        const required = Array.isArray(schema.required) ? schema.required : [];
        for (const name of required)
          if (typeof messages[name as string] !== 'string')
            report({
              file: schemaFile,
              path: [...keys, name].join('.'),
              message: 'the required question has no message (errorMessage.required)',
            });
      }
    }
  },
};
