import { isObject } from './documentRefs';
import type { JsonObject } from './stepTypes';

// A group of questions (an allOf member without `if`) is merged into the object that includes
// it, so the loaded schema lists its questions in one `properties` (as RJSF and ui:order expect)
// and only conditions remain in `allOf`.

function mergeErrorMessages(into: unknown, from: unknown, at: string): unknown {
  if (into === undefined) return from;
  if (!isObject(into) || !isObject(from)) throw new Error(`${at}: cannot merge two errorMessage texts`);
  const result: JsonObject = { ...into };
  for (const [key, value] of Object.entries(from)) {
    if (!(key in result)) result[key] = value;
    else if (isObject(result[key]) && isObject(value))
      result[key] = { ...value, ...(result[key] as JsonObject) };
    else throw new Error(`${at}: errorMessage.${key} is given twice`);
  }
  return result;
}

function mergeGroup(target: JsonObject, group: JsonObject, conditions: unknown[], at: string): JsonObject {
  const result = { ...target };
  for (const [key, value] of Object.entries(group)) {
    if (key === 'properties') {
      const mine = (result.properties as JsonObject | undefined) ?? {};
      for (const name of Object.keys(value as JsonObject))
        if (name in mine) throw new Error(`${at}: the question '${name}' is defined twice`);
      result.properties = { ...(value as JsonObject), ...mine };
    } else if (key === 'required') {
      const mine = (result.required as string[] | undefined) ?? [];
      result.required = [...(value as string[]).filter((name) => !mine.includes(name)), ...mine];
    } else if (key === 'errorMessage') {
      result.errorMessage = mergeErrorMessages(result.errorMessage, value, at);
    } else if (key === 'allOf') {
      conditions.push(...(value as unknown[]));
    } else if (key === 'title' || key === 'description' || key === '$comment') {
      result[key] ??= value;
    } else if (!(key in result)) {
      result[key] = value;
    } else if (JSON.stringify(result[key]) !== JSON.stringify(value)) {
      throw new Error(`${at}: '${key}' differs between a group and the object including it`);
    }
  }
  return result;
}

/** The schema with every unconditional allOf member merged into its parent, at every depth. */
export function mergeGroups(schema: unknown, at = '#'): unknown {
  if (Array.isArray(schema)) return schema.map((item, i) => mergeGroups(item, `${at}/${i}`));
  if (!isObject(schema)) return schema;
  let result: JsonObject = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, mergeGroups(value, `${at}/${key}`)]),
  );
  if (!Array.isArray(result.allOf)) return result;
  const members = result.allOf as unknown[];
  delete result.allOf;
  const groups = members.filter((member): member is JsonObject => isObject(member) && !('if' in member));
  const ownConditions = members.filter((member) => !groups.includes(member as JsonObject));
  const groupConditions = groups.map((): unknown[] => []);
  // Each merge puts the group's questions before those already there, so merging the last group
  // first keeps the order of allOf: first group, second group, ..., the object's own questions.
  for (let i = groups.length - 1; i >= 0; i--)
    result = mergeGroup(result, groups[i] as JsonObject, groupConditions[i] as unknown[], at);
  const conditions = [...groupConditions.flat(), ...ownConditions];
  if (conditions.length > 0) result.allOf = conditions;
  return result;
}
