import {
  clauseProblem,
  jsonChanges,
  questionFinder,
  writeCondition,
  type Clause,
  type ConditionQuestion,
  type JsonChange,
} from './conditionEditor';
import type { OutlineQuestion } from './journeyOutline';
import {
  notItself,
  questionEditChanges,
  type ConditionShape,
  type FileChanges,
  type QuestionEdit,
} from './questionEditForm';

// Making an always-asked question conditional, and a conditional one always asked again, as the
// journey writes a conditional question: an `if`/`then` in the `allOf` of the object that holds it,
// the question (its definition, its place in `required` and its "required" message) moved from the
// object into the `then`, so it is required only when asked. A condition reading answers outside
// that object is written in the nearest object holding both (risk, for a risk.duqs question read
// from risk.vehicle), its `then` nesting the objects down to the question's (`properties.duqs`,
// required there as the question is). The renderer, the server's checks, the clearing of hidden
// answers and the checker all read the condition from there.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const unescapeKey = (key: string) => key.replace(/~1/g, '/').replace(/~0/g, '~');
const keysOf = (pointer: string) => (pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeKey));

/** The value at `pointer` in `document`, or undefined. */
export function valueAt(document: unknown, pointer: string): unknown {
  return keysOf(pointer).reduce<unknown>(
    (node, key) => (isObject(node) || Array.isArray(node) ? (node as Json)[key] : undefined),
    document,
  );
}

/** A copy of `document` with the changes made (each a value set, or removed, at a pointer). */
export function applyChanges(document: unknown, changes: readonly JsonChange[]): unknown {
  const copy = structuredClone(document);
  for (const change of changes) {
    const keys = keysOf(change.pointer);
    const last = keys.pop();
    if (last === undefined) return 'remove' in change ? undefined : change.value;
    let node = copy as Json;
    for (const key of keys) {
      if (!isObject(node[key]) && !Array.isArray(node[key])) node[key] = {};
      node = node[key] as Json;
    }
    if ('remove' in change) {
      if (Array.isArray(node)) node.splice(Number(last), 1);
      else delete node[last];
    } else node[last] = structuredClone(change.value);
  }
  return copy;
}

/** Where an always-asked question is written, so a condition can be put on it. */
export interface UnconditionalPlace {
  file: string;
  /** The object that holds the question in its `properties`. */
  holder: string;
  name: string;
  /** The answer the object describes: the condition reads the questions below it. */
  base: string[];
}

const stepOrFormSchema = /^(steps\/\d\d-[^/]+|forms\/[^/]+)\/schema\.json$/;

/**
 * Where a question with no condition is written, when the studio can make it conditional: a
 * question or a list of items in the `properties` of an object of its step's or form's own schema
 * (one written in a shared document is asked in several places). Otherwise why not, in words.
 */
export function unconditionalPlace(question: OutlineQuestion): UnconditionalPlace | string {
  if (question.conditions.length > 0) return 'it already has a condition';
  if (question.kind === 'group') return 'it is a group of questions: make its questions conditional';
  if (!stepOrFormSchema.test(question.place.file))
    return `it is written in ${question.place.file}, which more than one step asks`;
  const at = /^(.*)\/properties\/([^/]+)$/.exec(question.place.pointer);
  if (!at) return 'it is not written in the properties of an object';
  return {
    file: question.place.file,
    holder: at[1] as string,
    name: unescapeKey(at[2] as string),
    base: question.path.split('.').slice(0, -1),
  };
}

/** An object a condition may be written in: where it is, and the answer it describes. */
export interface ConditionHolder {
  pointer: string;
  answer: string[];
}

/**
 * The objects a condition on the question of `place` may be written in, the one holding it first,
 * then each object holding that one in its `properties`, out to its schema's root (or a list's
 * item, whose conditions read the item alone).
 */
export function conditionHolders(place: UnconditionalPlace): ConditionHolder[] {
  const holders: ConditionHolder[] = [{ pointer: place.holder, answer: place.base }];
  for (;;) {
    const { pointer, answer } = holders.at(-1) as ConditionHolder;
    const at = /^(.*)\/properties\/([^/]+)$/.exec(pointer);
    if (!at || answer.length === 0 || unescapeKey(at[2] as string) !== answer.at(-1)) return holders;
    holders.push({ pointer: at[1] as string, answer: answer.slice(0, -1) });
  }
}

/** The "required" message `object` gives `name`, if any. */
function requiredMessage(object: Json, name: string): unknown {
  const messages = isObject(object.errorMessage) ? object.errorMessage : undefined;
  return messages && isObject(messages.required) ? messages.required[name] : undefined;
}

/** Removes `name` from the `required` and the required messages of `object`, saying whether it was required. */
function takeRequired(object: Json, name: string): { required: boolean; message: unknown } {
  const list = Array.isArray(object.required) ? object.required : [];
  const required = list.includes(name);
  if (required) {
    const rest = list.filter((n) => n !== name);
    if (rest.length > 0) object.required = rest;
    else delete object.required;
  }
  const messages = isObject(object.errorMessage) ? object.errorMessage : undefined;
  const byName = messages && isObject(messages.required) ? messages.required : undefined;
  const message = byName?.[name];
  if (byName && name in byName) {
    delete byName[name];
    if (Object.keys(byName).length === 0) delete messages!.required;
    if (Object.keys(messages!).length === 0) delete object.errorMessage;
  }
  return { required, message };
}

/** Names `name` in the `required` of `object`, with its required message when it has one. */
function giveRequired(object: Json, name: string, { required, message }: ReturnType<typeof takeRequired>) {
  if (!required) return;
  const list = Array.isArray(object.required) ? object.required : [];
  if (!list.includes(name)) object.required = [...list, name];
  if (message === undefined) return;
  const messages = isObject(object.errorMessage) ? object.errorMessage : (object.errorMessage = {});
  const byName = isObject(messages.required) ? messages.required : (messages.required = {});
  byName[name] = message;
}

/** Names `name` in the `required` of `object` as giveRequired does, leaving a message it has as it is. */
function keepRequired(object: Json, name: string, taken: ReturnType<typeof takeRequired>) {
  const message = requiredMessage(object, name);
  giveRequired(object, name, message === undefined ? taken : { ...taken, message });
}

/** Whether a branch, or an object in one, has nothing left but its type and no questions. */
const emptied = (object: Json) =>
  (!isObject(object.properties) || Object.keys(object.properties).length === 0) &&
  Object.keys(object).every((key) => key === 'type' || key === 'properties');

/**
 * The object holding question `name` (or holding, by the keys `within` of its `properties`, the
 * object that does), with the question asked only when `ifSchema` holds: its definition, its place
 * in `required` and its required message moved into a new `if`/`then` at the end of the object's
 * `allOf`. With `within`, the `then` holds the objects on the way, each required in the `then`
 * (with the message the object gives it, else the question's) when the question was required.
 */
export function askOnlyWhen(
  object: Json,
  name: string,
  ifSchema: Json,
  within: readonly string[] = [],
): Json {
  const next = structuredClone(object);
  const way: Json[] = [next];
  for (const key of within) {
    const inner = (way.at(-1) as Json).properties;
    const child = isObject(inner) ? inner[key] : undefined;
    if (!isObject(child)) throw new Error(`the object holds no object ${key}`);
    way.push(child);
  }
  const holder = way.at(-1) as Json;
  const properties = isObject(holder.properties) ? holder.properties : {};
  if (!(name in properties)) throw new Error(`the object holds no question ${name}`);
  const definition = properties[name];
  delete properties[name];
  const taken = takeRequired(holder, name);
  let then: Json = { type: 'object', properties: { [name]: definition } };
  giveRequired(then, name, taken);
  for (let i = within.length - 1; i >= 0; i--) {
    const key = within[i] as string;
    const outer: Json = { type: 'object', properties: { [key]: then } };
    const message = requiredMessage(way[i] as Json, key) ?? taken.message;
    giveRequired(outer, key, { required: taken.required, message });
    then = outer;
  }
  const allOf = Array.isArray(next.allOf) ? next.allOf : [];
  next.allOf = [...allOf, { if: ifSchema, then }];
  return next;
}

/** Where a conditional question is written, so its (innermost) condition can be taken off. */
export interface ConditionalPlace {
  file: string;
  /** The object whose `properties` the question goes back to. */
  object: string;
  /** The `if`'s holder: the object itself, or an item of its `allOf`. */
  holder: string;
  branch: 'then' | 'else';
  name: string;
  /**
   * The keys of the objects from the object down to the question's, when the branch nests them
   * (a condition written above the question's object); absent when it holds the question itself.
   */
  within?: string[];
}

/**
 * Where a conditional question is written, when the studio can take its innermost condition off:
 * its definition in the `properties` of that condition's `then` (or `else`), in the same file, or
 * of objects nested in the branch that the condition's object holds as well (given `document`,
 * the file as saved, to look in): the journey's way of writing a condition over answers outside
 * the question's object. Otherwise why not, in words.
 */
export function conditionalPlace(question: OutlineQuestion, document?: unknown): ConditionalPlace | string {
  const condition = question.conditions.at(-1);
  if (!condition) return 'it is always asked';
  const holder = condition.pointer.replace(/\/if$/, '');
  const { pointer } = question.place;
  const below = pointer.startsWith(`${holder}/`) ? pointer.slice(holder.length) : '';
  const at = /^\/(then|else)((?:\/properties\/[^/]+)*)\/properties\/([^/]+)$/.exec(below);
  const group = 'its condition holds a group of questions with it: change the group’s condition';
  if (question.place.file !== condition.file || !at) return group;
  const inAllOf = /^(.*)\/allOf\/\d+$/.exec(holder);
  const object = inAllOf ? (inAllOf[1] as string) : holder;
  const within = (at[2] as string).split('/properties/').slice(1).map(unescapeKey);
  // Objects nested in the branch alone are a group asked under the condition, not the question's way.
  const outside = within.reduce<unknown>(
    (node, key) => (isObject(node) && isObject(node.properties) ? node.properties[key] : undefined),
    within.length > 0 && document !== undefined ? valueAt(document, object) : undefined,
  );
  if (within.length > 0 && !isObject(outside)) return group;
  return {
    file: condition.file,
    object,
    holder,
    branch: at[1] as 'then' | 'else',
    name: unescapeKey(at[3] as string),
    ...(within.length > 0 ? { within } : {}),
  };
}

/**
 * The object of `place` with its question always asked: its definition, its place in `required`
 * and its required message moved from the condition's branch back into the object (into its
 * object `within`, where the branch nests it); an object of the branch left with no question goes
 * (its place in the branch's `required` kept by the object's own), so does a branch left with no
 * question, and a condition left with no branch.
 */
export function askAlways(object: Json, place: ConditionalPlace): Json {
  const next = structuredClone(object);
  const below = place.holder.slice(place.object.length);
  const holder = (below === '' ? next : valueAt(next, below)) as Json;
  const within = place.within ?? [];
  const levels: Json[] = [holder[place.branch] as Json];
  const outsides: Json[] = [next];
  for (const key of within) {
    const level = ((levels.at(-1) as Json).properties as Json)[key];
    const outside = (outsides.at(-1) as Json).properties;
    const own = isObject(outside) ? outside[key] : undefined;
    if (!isObject(level) || !isObject(own)) throw new Error(`the object holds no object ${key}`);
    levels.push(level);
    outsides.push(own);
  }
  const branch = levels.at(-1) as Json;
  const properties = branch.properties as Json;
  const definition = properties[place.name];
  delete properties[place.name];
  const required = takeRequired(branch, place.name);
  const target = outsides.at(-1) as Json;
  if (!isObject(target.properties)) target.properties = {};
  (target.properties as Json)[place.name] = definition;
  giveRequired(target, place.name, required);
  for (let i = within.length; i > 0 && emptied(levels[i] as Json); i--) {
    const parent = levels[i - 1] as Json;
    const key = within[i - 1] as string;
    delete (parent.properties as Json)[key];
    keepRequired(outsides[i - 1] as Json, key, takeRequired(parent, key));
  }
  if (emptied(levels[0] as Json)) delete holder[place.branch];
  if (holder.then === undefined && holder.else === undefined) {
    delete holder.if;
    if (below !== '' && Object.keys(holder).length === 0) {
      const allOf = (next.allOf as unknown[]).filter((item) => item !== holder);
      if (allOf.length > 0) next.allOf = allOf;
      else delete next.allOf;
    }
  }
  return next;
}

/**
 * The changes that turn `document` into `changed` (the whole document compared), as the studio's
 * server saves them: each value set where it differs, an array that differs written whole.
 */
export const documentChanges = (document: unknown, changed: unknown): JsonChange[] =>
  jsonChanges(document, changed, '');

type Condition = OutlineQuestion['conditions'][number];

const startsWith = (path: readonly string[], prefix: readonly string[]) =>
  prefix.every((key, i) => path[i] === key);

/**
 * The condition the form offers a question with none ("Ask only when…"): over `base`, the answer
 * of the object holding it (the questions below it, as before) or of an object holding that one
 * (conditionHolders: the questions below that too), written nowhere yet.
 */
export const newCondition = (place: UnconditionalPlace, base: readonly string[] = place.base): Condition => ({
  words: '',
  otherwise: false,
  source: '{}',
  file: place.file,
  pointer: `${conditionHolders(place).find((h) => h.answer.length === base.length)?.pointer ?? place.holder}/allOf/-/if`,
  base: [...base],
});

/**
 * How the form shows a new condition over `base` (as newCondition): one part, its question not
 * chosen yet, from `questions`, those below `base` (never the question itself).
 */
export function newConditionShape(
  place: UnconditionalPlace,
  questions: readonly ConditionQuestion[],
  base: readonly string[] = place.base,
): Extract<ConditionShape, { parts: true }> {
  const others = notItself(questions, [...place.base, place.name], base);
  return { parts: true, questionAt: questionFinder(others), questions: others, clauses: [{} as Clause] };
}

/**
 * What saving the form with a new condition over `base` (as newCondition) changes: the texts as
 * questionEditChanges saves them, and the question moved under the condition (askOnlyWhen) in
 * `document`, its step's or form's schema as saved now. The condition is written in the nearest
 * object holding both the question and every answer it reads: the question's own, or one above
 * it, its `then` nesting the objects down to the question's. A condition that is not whole is
 * refused (thrown) before anything is saved.
 */
export function conditionAddedChanges(
  question: OutlineQuestion,
  edit: QuestionEdit,
  shape: Extract<ConditionShape, { parts: true }>,
  place: UnconditionalPlace,
  document: unknown,
  base: readonly string[] = place.base,
): FileChanges[] {
  const given = edit.conditions?.condition_0;
  const clauses = typeof given === 'object' ? Object.values(given) : [];
  const problem =
    clauses.length === 0
      ? 'choose the question it reads'
      : clauses.map((clause) => clauseProblem(clause, shape.questionAt)).find(Boolean);
  if (problem) throw new Error(`the condition is not whole: ${problem}`);
  const read = (clauses as Clause[]).map((clause) => [...base, ...clause.question.split('.')]);
  const at = conditionHolders(place).find(
    (h) =>
      startsWith(h.answer, base) &&
      read.every((path) => path.length > h.answer.length && startsWith(path, h.answer)),
  );
  if (!at) throw new Error('the condition reads answers that no object holding the question holds');
  const ifSchema = writeCondition(
    (clauses as Clause[]).map((clause, i) => ({
      ...clause,
      question: (read[i] as string[]).slice(at.answer.length).join('.'),
    })),
    (path) => shape.questionAt([...at.answer, ...path].slice(base.length)),
  );
  const { conditions: _conditions, ...texts } = edit;
  const files = questionEditChanges({ ...question, conditions: [] }, texts, []);
  const edited = applyChanges(document, files.find((f) => f.file === place.file)?.changes ?? []);
  const holder = valueAt(edited, at.pointer);
  if (!isObject(holder)) throw new Error(`${place.file} has no object at ${at.pointer}`);
  const within = place.base.slice(at.answer.length);
  const changed = applyChanges(edited, [
    { pointer: at.pointer, value: askOnlyWhen(holder, place.name, ifSchema, within) },
  ]);
  const mine = { file: place.file, changes: documentChanges(document, changed) };
  return [mine, ...files.filter((f) => f.file !== place.file)];
}

/**
 * What taking the question's innermost condition off changes (askAlways), with the texts of
 * `edit` saved as well (its conditions are not: the condition goes): the texts are changed where
 * the question is now, then it moves out of its condition, so an edit made before "Always ask it"
 * is kept and not lost.
 */
export function conditionRemovedChanges(
  question: OutlineQuestion,
  edit: QuestionEdit | undefined,
  place: ConditionalPlace,
  document: unknown,
): FileChanges[] {
  const { conditions: _conditions, ...texts } = edit ?? {};
  const files = edit ? questionEditChanges({ ...question, conditions: [] }, texts as QuestionEdit, []) : [];
  const edited = applyChanges(document, files.find((f) => f.file === place.file)?.changes ?? []);
  const object = valueAt(edited, place.object);
  if (!isObject(object)) throw new Error(`${place.file} has no object at ${place.object}`);
  const changed = applyChanges(edited, [{ pointer: place.object, value: askAlways(object, place) }]);
  const mine = { file: place.file, changes: documentChanges(document, changed) };
  return [mine, ...files.filter((f) => f.file !== place.file)];
}
