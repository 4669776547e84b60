import { isObject } from './documentRefs';
import type { JsonObject, Reword } from './stepTypes';

function rewordStrings(value: unknown, reword: Reword): unknown {
  if (typeof value === 'string') return reword(value);
  if (Array.isArray(value)) return value.map((item) => rewordStrings(item, reword));
  if (isObject(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewordStrings(v, reword)]));
  return value;
}

/**
 * A schema with its wording changed: every `title`, `description` and `errorMessage` text. Names
 * of properties and values (`enum`, `const`, `required`) are left alone.
 */
export function rewordSchema(schema: unknown, reword: Reword): unknown {
  if (Array.isArray(schema)) return schema.map((item) => rewordSchema(item, reword));
  if (!isObject(schema)) return schema;
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if ((key === 'title' || key === 'description') && typeof value === 'string') result[key] = reword(value);
    else if (key === 'errorMessage') result[key] = rewordStrings(value, reword);
    else if (key === 'enum' || key === 'const' || key === 'default' || key === 'required')
      result[key] = value;
    else if (key === 'properties' && isObject(value))
      result[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewordSchema(v, reword)]));
    else result[key] = rewordSchema(value, reword);
  }
  return result;
}

const uiTexts = new Set(['ui:title', 'ui:description', 'ui:help', 'ui:placeholder']);

/** A UI schema with its help, placeholder, title and description texts reworded. */
export function rewordUi(ui: unknown, reword: Reword): unknown {
  if (!isObject(ui)) return ui;
  return Object.fromEntries(
    Object.entries(ui).map(([key, value]) => {
      if (uiTexts.has(key) && typeof value === 'string') return [key, reword(value)];
      if (key.startsWith('ui:')) return [key, value];
      return [key, rewordUi(value, reword)];
    }),
  );
}
