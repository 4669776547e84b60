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
  questionEditChanges,
  type ConditionShape,
  type FileChanges,
  type QuestionEdit,
} from './questionEditForm';

// Making an always-asked question conditional, and a conditional one always asked again, as the
// journey writes a conditional question: an `if`/`then` in the `allOf` of the object that holds it,
// the question (its definition, its place in `required` and its "required" message) moved from the
// object into the `then`, so it is required only when asked. The renderer, the server's checks, the
// clearing of hidden answers and the checker all read the condition from there.

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

/**
 * The object holding question `name`, with the question asked only when `ifSchema` holds: its
 * definition, its place in `required` and its required message moved into a new `if`/`then` at
 * the end of the object's `allOf`.
 */
export function askOnlyWhen(object: Json, name: string, ifSchema: Json): Json {
  const next = structuredClone(object);
  const properties = isObject(next.properties) ? next.properties : {};
  if (!(name in properties)) throw new Error(`the object holds no question ${name}`);
  const definition = properties[name];
  delete properties[name];
  const then: Json = { type: 'object', properties: { [name]: definition } };
  giveRequired(then, name, takeRequired(next, name));
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
}

/**
 * Where a conditional question is written, when the studio can take its innermost condition off:
 * its definition in the `properties` of that condition's `then` (or `else`), in the same file.
 * Otherwise why not, in words.
 */
export function conditionalPlace(question: OutlineQuestion): ConditionalPlace | string {
  const condition = question.conditions.at(-1);
  if (!condition) return 'it is always asked';
  const holder = condition.pointer.replace(/\/if$/, '');
  const at = /^(.*)\/(then|else)\/properties\/([^/]+)$/.exec(question.place.pointer);
  if (question.place.file !== condition.file || !at || at[1] !== holder)
    return 'its condition holds a group of questions with it: change the group’s condition';
  const inAllOf = /^(.*)\/allOf\/\d+$/.exec(holder);
  return {
    file: condition.file,
    object: inAllOf ? (inAllOf[1] as string) : holder,
    holder,
    branch: at[2] as 'then' | 'else',
    name: unescapeKey(at[3] as string),
  };
}

/**
 * The object of `place` with its question always asked: its definition, its place in `required`
 * and its required message moved from the condition's branch back into the object; a branch left
 * with no question goes, and so does a condition left with no branch.
 */
export function askAlways(object: Json, place: ConditionalPlace): Json {
  const next = structuredClone(object);
  const below = place.holder.slice(place.object.length);
  const holder = (below === '' ? next : valueAt(next, below)) as Json;
  const branch = holder[place.branch] as Json;
  const properties = branch.properties as Json;
  const definition = properties[place.name];
  delete properties[place.name];
  const required = takeRequired(branch, place.name);
  if (!isObject(next.properties)) next.properties = {};
  (next.properties as Json)[place.name] = definition;
  giveRequired(next, place.name, required);
  const emptied =
    Object.keys(properties).length === 0 &&
    Object.keys(branch).every((key) => key === 'type' || key === 'properties');
  if (emptied) delete holder[place.branch];
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

/**
 * The condition the form offers a question with none ("Ask only when…"): over the answer of the
 * object holding it, written nowhere yet.
 */
export const newCondition = (place: UnconditionalPlace): Condition => ({
  words: '',
  otherwise: false,
  source: '{}',
  file: place.file,
  pointer: `${place.holder}/allOf/-/if`,
  base: place.base,
});

/** How the form shows a new condition: one part, its question not chosen yet (never the question itself). */
export function newConditionShape(
  place: UnconditionalPlace,
  questions: readonly ConditionQuestion[],
): Extract<ConditionShape, { parts: true }> {
  const others = questions.filter((q) => q.path.join('.') !== place.name);
  return { parts: true, questionAt: questionFinder(others), questions: others, clauses: [{} as Clause] };
}

/**
 * What saving the form with a new condition changes: the texts as questionEditChanges saves them,
 * and the question moved under the condition (askOnlyWhen) in `document`, its step's or form's
 * schema as saved now. A condition that is not whole is refused (thrown) before anything is saved.
 */
export function conditionAddedChanges(
  question: OutlineQuestion,
  edit: QuestionEdit,
  shape: Extract<ConditionShape, { parts: true }>,
  place: UnconditionalPlace,
  document: unknown,
): FileChanges[] {
  const given = edit.conditions?.condition_0;
  const clauses = typeof given === 'object' ? Object.values(given) : [];
  const problem =
    clauses.length === 0
      ? 'choose the question it reads'
      : clauses.map((clause) => clauseProblem(clause, shape.questionAt)).find(Boolean);
  if (problem) throw new Error(`the condition is not whole: ${problem}`);
  const ifSchema = writeCondition(clauses as Clause[], shape.questionAt);
  const { conditions: _conditions, ...texts } = edit;
  const files = questionEditChanges({ ...question, conditions: [] }, texts, []);
  const edited = applyChanges(document, files.find((f) => f.file === place.file)?.changes ?? []);
  const holder = valueAt(edited, place.holder);
  if (!isObject(holder)) throw new Error(`${place.file} has no object at ${place.holder}`);
  const changed = applyChanges(edited, [
    { pointer: place.holder, value: askOnlyWhen(holder, place.name, ifSchema) },
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
