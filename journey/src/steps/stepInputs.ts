import { isObject } from './documentRefs';
import { answerPointers, dateBounds } from './limitKeywords';
import type { JsonObject } from './stepTypes';

/**
 * The answers a step's check reads: the keys it names at the top of the proposal, each with the
 * keys it names one level below (undefined: the whole answer). Below that, everything under a
 * named answer counts as read.
 */
export type StepInputs = readonly (readonly [string, readonly string[] | undefined])[];

// The keywords a level of the top two may carry: none of them reads an answer the level does not
// name. Any other keyword there (additionalProperties, patternProperties, anyOf, a custom one...)
// could read the others, so such a step is not read this way.
const NAMING = new Set([
  '$schema',
  '$id',
  '$comment',
  'title',
  'description',
  'type',
  'properties',
  'required',
  'errorMessage',
  'allOf',
  'if',
  'then',
  'else',
  'default',
  'examples',
  'definitions',
  '$defs',
]);

// Keywords whose values are data or messages, not schemas ("errorMessage" names keywords).
const NOT_SCHEMAS = new Set(['enum', 'const', 'default', 'examples', 'errorMessage']);

/** The parts that apply at one level, every branch taken; undefined when one carries another keyword. */
function levelParts(schema: JsonObject): JsonObject[] | undefined {
  const found: JsonObject[] = [];
  const visit = (part: JsonObject): boolean => {
    if (found.includes(part)) return true;
    found.push(part);
    for (const keyword of Object.keys(part)) if (!NAMING.has(keyword)) return false;
    const members = [...(Array.isArray(part.allOf) ? part.allOf : []), part.if, part.then, part.else];
    for (const member of members) {
      if (member === undefined || typeof member === 'boolean') continue;
      if (!isObject(member) || !visit(member)) return false;
    }
    return true;
  };
  return visit(schema) ? found : undefined;
}

/** Each answer the parts name (a property or a required one), with its definitions. */
function named(parts: readonly JsonObject[]): Map<string, JsonObject[]> {
  const names = new Map<string, JsonObject[]>();
  for (const part of parts) {
    for (const name of Array.isArray(part.required) ? part.required : [])
      if (typeof name === 'string' && !names.has(name)) names.set(name, []);
    if (!isObject(part.properties)) continue;
    for (const [name, definition] of Object.entries(part.properties))
      names.set(name, [...(names.get(name) ?? []), ...(isObject(definition) ? [definition] : [])]);
  }
  return names;
}

/** The keywords whose values point at other answers (JSON pointers, or bounds from them). */
const POINTING: ReadonlySet<string> = new Set([...dateBounds, ...answerPointers]);

/**
 * Whether every answer the keywords of POINTING name lies within the answer two levels down that
 * holds them: a relative pointer that climbs no higher, and no absolute one. `depth` is the level of the data `schema` checks.
 */
function pointersStayBelow(schema: unknown, depth: number): boolean {
  if (Array.isArray(schema)) return schema.every((item) => pointersStayBelow(item, depth));
  if (!isObject(schema)) return true;
  for (const [keyword, value] of Object.entries(schema)) {
    if (POINTING.has(keyword)) {
      const bounds = Array.isArray(value) ? value : [value];
      for (const bound of bounds) {
        const from = typeof bound === 'string' ? bound : isObject(bound) ? bound.from : undefined;
        if (from === 'today') continue;
        const up = typeof from === 'string' ? /^([0-9]+)(\/|$)/.exec(from) : null;
        if (!up || depth - Number(up[1]) < 2) return false;
      }
      continue;
    }
    // A property's data is a level down; a list's items too; every other subschema is at this level.
    const below = keyword === 'properties' || keyword === 'patternProperties';
    if (below && isObject(value)) {
      if (!Object.values(value).every((definition) => pointersStayBelow(definition, depth + 1))) return false;
    } else if (keyword === 'items' || keyword === 'additionalItems' || keyword === 'contains') {
      if (!pointersStayBelow(value, depth + 1)) return false;
    } else if (keyword === 'additionalProperties' || keyword === 'propertyNames') {
      if (!pointersStayBelow(value, depth + 1)) return false;
    } else if (!NOT_SCHEMAS.has(keyword)) {
      if (!pointersStayBelow(value, depth)) return false;
    }
  }
  return true;
}

/**
 * The answers `schema` (a whole step, inlined) reads, or undefined when it may read others: a
 * local $ref, a keyword at the top two levels that reads unnamed answers, or a pointer that
 * climbs out of the answer two levels down that holds it.
 */
export function stepInputs(schema: JsonObject): StepInputs | undefined {
  const top = levelParts(schema);
  if (!top || !pointersStayBelow(schema, 0)) return undefined;
  const inputs: [string, readonly string[] | undefined][] = [];
  for (const [name, definitions] of named(top)) {
    const parts: JsonObject[] = [];
    for (const definition of definitions) {
      const found = levelParts(definition);
      if (!found) return undefined;
      parts.push(...found);
    }
    inputs.push([name, [...named(parts).keys()]]);
  }
  return JSON.stringify(schema).includes('"$ref"') || JSON.stringify(schema).includes('"$data"')
    ? undefined
    : inputs;
}

/**
 * What was written for each answer object (see answerText). Answers are never changed once made
 * (every change makes a new object), so what is written for one holds for as long as it lives:
 * a save whose answers are the stored document's own objects finds them written already.
 */
export type AnswerTexts = Pick<WeakMap<object, string>, 'get' | 'set'>;

const writtenTexts: AnswerTexts = new WeakMap();

/**
 * The answers `inputs` names, as one short text: equal texts mean a check reading only them sees
 * the same answers. A missing answer and a non-object where keys are read are told apart. `texts`
 * keeps what was written for each answer object already (by default for as long as it lives).
 */
export function inputsText(inputs: StepInputs, document: unknown, texts: AnswerTexts = writtenTexts): string {
  if (!isObject(document)) return `!${JSON.stringify(document) ?? ''}`;
  let text = '';
  for (const [name, keys] of inputs) {
    const value = document[name];
    text += `\u0000${name}`;
    if (value === undefined) text += '-';
    else if (keys === undefined || !isObject(value)) text += answerText(value, texts);
    else
      for (const key of keys) {
        const inner = value[key];
        text += `\u0001${key}${inner === undefined ? '-' : answerText(inner, texts)}`;
      }
  }
  return text;
}

/**
 * An answer as a short text: a value as its JSON, an object or list as the number its JSON was
 * given. Several steps read the same long answers (the proposer's): each is written once, and a
 * step's text, a key of the findings kept, stays short. A number is never given to two texts, so
 * one kept with its object still names that object's JSON after the numbers are forgotten.
 */
function answerText(value: unknown, texts: AnswerTexts): string {
  if (typeof value !== 'object' || value === null) return `=${JSON.stringify(value)}`;
  let text = texts.get(value);
  if (text === undefined) texts.set(value, (text = `#${numberOf(JSON.stringify(value))}`));
  return text;
}

// Numbers are never given twice, so a text once forgotten gets a new one and never another's.
const numbers = new Map<string, number>();
let nextNumber = 0;
const NUMBERS_KEPT = 4096;

function numberOf(json: string): number {
  let number = numbers.get(json);
  if (number === undefined) {
    if (numbers.size >= NUMBERS_KEPT) numbers.clear();
    numbers.set(json, (number = nextNumber++));
  }
  return number;
}
