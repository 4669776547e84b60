import { isObject } from '../steps/documentRefs';
import type { JsonObject } from '../steps/stepTypes';
import type { Check } from './checkTypes';
import { checkedDocuments } from './loadedSteps';

/**
 * Every object schema of a step with the question keys that lead to it; then/else/allOf branches
 * keep the keys of the object they belong to, `items` adds 'items'.
 */
function objectSchemas(schema: JsonObject, keys: string[] = []): [string[], JsonObject][] {
  const found: [string[], JsonObject][] = [[keys, schema]];
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && isObject(value))
      for (const [name, child] of Object.entries(value))
        if (isObject(child)) found.push(...objectSchemas(child, [...keys, name]));
    if (key === 'items' && isObject(value)) found.push(...objectSchemas(value, [...keys, 'items']));
    if ((key === 'then' || key === 'else') && isObject(value)) found.push(...objectSchemas(value, keys));
    if (key === 'allOf' && Array.isArray(value))
      for (const member of value) if (isObject(member)) found.push(...objectSchemas(member, keys));
  }
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
