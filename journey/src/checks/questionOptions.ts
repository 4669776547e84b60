import { deepEqual } from '../rules/deepEqual';
import { isObject } from '../steps/documentRefs';
import type { JourneyDocuments } from '../steps/stepTypes';
import { didYouMeanText, type Candidate } from './didYouMean';
import { branchesOf, type Located } from './schemaNodes';

/** What the definitions of one question allow as its answer. */
export interface QuestionOptions {
  /** The reference lists it names (one, normally). */
  lists: string[];
  /** Its `enum`s and `const`s, each a set of allowed answers. */
  enums: unknown[][];
  /** Its types, one entry a definition that states one. */
  types: string[][];
  /** Its title, for the finding. */
  title?: string;
}

/**
 * What the definitions of a question allow: each definition with what always applies to it (its
 * $ref, its groups), not its conditional branches.
 */
export function questionOptions(
  definitions: readonly Located[],
  documents: JourneyDocuments,
): QuestionOptions {
  const options: QuestionOptions = { lists: [], enums: [], types: [] };
  for (const definition of definitions)
    for (const { node } of branchesOf(definition, documents, false)) {
      if (typeof node.list === 'string' && !options.lists.includes(node.list)) options.lists.push(node.list);
      if (Array.isArray(node.enum)) options.enums.push(node.enum);
      if ('const' in node) options.enums.push([node.const]);
      if (typeof node.type === 'string') options.types.push([node.type]);
      else if (Array.isArray(node.type)) options.types.push(node.type.filter((t) => typeof t === 'string'));
      if (typeof node.title === 'string') options.title ??= node.title;
    }
  return options;
}

/** The options of a reference list of journey/lists; undefined when there is no such list (listsExist says so). */
export function listOptions(list: string, documents: JourneyDocuments): Candidate[] | undefined {
  const file = documents[`lists/${list}.json`];
  if (!isObject(file) || !Array.isArray(file.options)) return undefined;
  return file.options.flatMap((option: unknown) =>
    isObject(option) && typeof option.value === 'string'
      ? [{ value: option.value, ...(typeof option.name === 'string' ? { label: option.name } : {}) }]
      : [],
  );
}

const typeWords: Record<string, string> = {
  string: 'a text',
  boolean: 'true or false (written without quotes)',
  integer: 'a whole number',
  number: 'a number',
  array: 'a list',
  object: 'a group of answers',
  null: 'empty (null)',
};

/** 'a text', 'a whole number', ...: what a value is, in words. */
function kindOf(value: unknown): string {
  if (value === null) return 'empty (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'boolean') return 'true or false';
  if (typeof value === 'number') return Number.isInteger(value) ? 'a whole number' : 'a number';
  return typeof value === 'string' ? 'a text' : 'a group of answers';
}

export function fitsType(type: string, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    default:
      return true;
  }
}

const shown = (values: readonly unknown[], most = 8) =>
  values
    .slice(0, most)
    .map((value) => JSON.stringify(value))
    .join(', ') + (values.length > most ? ', ...' : '');

/** Why a value is not an answer: the question's type, its enum or const, or its list. */
export interface NotAnOption {
  kind: 'type' | 'enum' | 'list';
  /** 'is not an option of the list duq_vehicle_night_location (did you mean "DRIVE"?)' */
  why: string;
}

/**
 * Why `value` can never be an answer the question allows, or undefined when it can be. A list
 * compares answers as text, as the `list` keyword does (true with "true").
 */
export function whyNotAnOption(
  value: unknown,
  options: QuestionOptions,
  documents: JourneyDocuments,
): NotAnOption | undefined {
  for (const types of options.types)
    if (types.length > 0 && !types.some((type) => fitsType(type, value)))
      return {
        kind: 'type',
        why: `is ${kindOf(value)}, but the answer is ${types.map((type) => typeWords[type] ?? type).join(' or ')}`,
      };
  if (
    options.enums.length > 0 &&
    !options.enums.some((allowed) => allowed.some((one) => deepEqual(one, value)))
  ) {
    const allowed = options.enums.flat();
    const near =
      typeof value === 'string'
        ? didYouMeanText(
            value,
            allowed.filter((one) => typeof one === 'string'),
          )
        : '';
    return { kind: 'enum', why: `is not one of the answers the question allows (${shown(allowed)})${near}` };
  }
  if (!['string', 'number', 'boolean'].includes(typeof value)) return undefined;
  for (const list of options.lists) {
    const candidates = listOptions(list, documents);
    if (!candidates || candidates.some((option) => option.value === String(value))) continue;
    const near = didYouMeanText(String(value), candidates);
    return {
      kind: 'list',
      why: `is not an option of the list ${list}${near || ` (its options: ${shown(candidates.map((c) => c.value))})`}`,
    };
  }
  return undefined;
}

/** '"Where is the van kept overnight?" (vehicle_night_location)', or the name alone without a title. */
export function questionName(path: readonly string[], options: QuestionOptions): string {
  const name = path.join('.').replace(/\.\*/g, '[*]');
  return options.title ? `${JSON.stringify(options.title)} (${name})` : name;
}
