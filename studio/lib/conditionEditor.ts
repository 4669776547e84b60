import { everyQuestion } from '../../journey/src/steps/schemaResolver';
import type { JsonObject } from '../../journey/src/steps/stepTypes';
import { conditionInWords, type ConditionContext } from './conditionInWords';

// A condition of a step or form schema (the `if` of an if/then/else) as product staff edit it: a
// list of parts joined by "and", each a question the condition reads, how it compares the answer
// ("is", "is not", "is one of", ...) and the values, options of that question. Read from the JSON
// the journey writes, and written back in the same shape (every part's answer required, as the
// checker asks): a condition written another way is left as JSON, with the reason.

type Json = Record<string, unknown>;
export interface Option {
  name: string;
  value: string;
}

/** How a part compares its question's answer. */
export type Operator =
  | 'is'
  | 'isNot'
  | 'isOneOf'
  | 'isNotOneOf'
  | 'isAnswered'
  | 'isYes'
  | 'isNo'
  | 'isMoreThan'
  | 'isAtLeast'
  | 'isLessThan'
  | 'isAtMost';

/** The operators in words, as the editing form offers them. */
export const operatorWords: Record<Operator, string> = {
  is: 'is',
  isNot: 'is not',
  isOneOf: 'is one of',
  isNotOneOf: 'is not one of',
  isAnswered: 'is answered',
  isYes: 'is Yes',
  isNo: 'is No',
  isMoreThan: 'is more than',
  isAtLeast: 'is at least',
  isLessThan: 'is less than',
  isAtMost: 'is at most',
};

const choosing: readonly Operator[] = ['is', 'isNot', 'isOneOf', 'isNotOneOf'];
const bounds = {
  isMoreThan: 'exclusiveMinimum',
  isAtLeast: 'minimum',
  isLessThan: 'exclusiveMaximum',
  isAtMost: 'maximum',
} as const;
type Bound = keyof typeof bounds;
const isBound = (operator: Operator): operator is Bound => operator in bounds;

/** Whether the operator compares with chosen options (values) or a number. */
export const takesValues = (operator: Operator) => choosing.includes(operator);
export const takesNumber = (operator: Operator) => isBound(operator);

/** A question a condition may read, by its path below the answer the condition is over. */
export interface ConditionQuestion {
  /** ['vehicle', 'keeper'] below 'risk'. */
  path: string[];
  title: string | undefined;
  type: 'boolean' | 'string' | 'integer' | 'number' | undefined;
  /** Its list's options, its enum, or Yes and No. */
  options: readonly Option[] | undefined;
}

/** One part of a condition: "“Where is the van kept overnight?” is not Locked garage". */
export interface Clause {
  /** The question's path below the condition's answer, dotted: 'vehicle.keeper'. */
  question: string;
  operator: Operator;
  /** For is, is not, is one of, is not one of: option values (as the options write them). */
  values?: string[];
  /** For the comparisons with a number. */
  number?: number;
}

/** A condition as parts, or why the editor cannot show it as parts. */
export type ReadCondition = { clauses: Clause[] } | { why: string };

export type QuestionAt = (path: readonly string[]) => ConditionQuestion | undefined;

/** The operators the form offers for a question. */
export function operatorsFor(question: ConditionQuestion | undefined): Operator[] {
  if (!question) return ['isAnswered'];
  if (question.type === 'boolean') return ['isYes', 'isNo', 'isAnswered'];
  const numeric = question.type === 'integer' || question.type === 'number';
  return [
    ...(question.options && question.options.length > 0 ? choosing : []),
    'isAnswered',
    ...(numeric ? (Object.keys(bounds) as Bound[]) : []),
  ];
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]))
    );
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameJson(a[key], b[key]));
}

/** An option value as the question's answer is stored: true, 6, "LOCKGAR". */
function typed(value: string, question: ConditionQuestion | undefined): unknown {
  if (question?.type === 'boolean') return value === 'true';
  if (question?.type === 'integer' || question?.type === 'number') return Number(value);
  return value;
}

function leafSchema(clause: Clause, question: ConditionQuestion | undefined): Json {
  const values = (clause.values ?? []).map((value) => typed(value, question));
  switch (clause.operator) {
    case 'is':
      return { const: values[0] };
    case 'isNot':
      return { not: { const: values[0] } };
    case 'isOneOf':
      return { enum: values };
    case 'isNotOneOf':
      return { not: { enum: values } };
    case 'isYes':
      return { const: true };
    case 'isNo':
      return { const: false };
    case 'isAnswered':
      return question?.type ? { type: question.type } : {};
    default:
      return { type: question?.type ?? 'number', [bounds[clause.operator]]: clause.number ?? 0 };
  }
}

/**
 * The `if` of a condition made of `clauses`, as the journey writes one: each question in
 * `properties` (an object on the way as `{"type": "object", "properties", "required"}`) and named
 * in `required` beside it, so the condition waits for its answer.
 */
export function writeCondition(clauses: readonly Clause[], questionAt: QuestionAt): Json {
  const root: Json = { properties: {}, required: [] };
  const place = (holder: Json, name: string, value: Json) => {
    (holder.properties as Json)[name] = value;
    const required = holder.required as string[];
    if (!required.includes(name)) required.push(name);
  };
  for (const clause of clauses) {
    const path = clause.question.split('.');
    let holder = root;
    for (const name of path.slice(0, -1)) {
      const next = (holder.properties as Json)[name];
      if (isObject(next) && isObject(next.properties)) holder = next;
      else {
        const object: Json = { type: 'object', properties: {}, required: [] };
        place(holder, name, object);
        holder = object;
      }
    }
    place(holder, path.at(-1) as string, leafSchema(clause, questionAt(path)));
  }
  return root;
}

/** The words of a question in a reason: its title, else its path. */
const named = (path: readonly string[], question: ConditionQuestion | undefined) =>
  question?.title ? `“${question.title}”` : path.join('.');

const scalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** One question's test as a part, or why it is not one. */
function readLeaf(test: Json, path: string[], question: ConditionQuestion): Clause | string {
  const name = named(path, question);
  const keys = Object.keys(test).filter((key) => key !== 'type');
  const clause = (operator: Operator, values?: unknown[]): Clause | string => {
    if (values) {
      const odd = values.find((value) => !scalar(value));
      if (odd !== undefined) return `it compares ${name} with ${JSON.stringify(odd)}, which is not an option`;
      const strings = values.map(String);
      const unknown = strings.find(
        (value) => question.options && !question.options.some((o) => o.value === value),
      );
      if (unknown !== undefined)
        return `it compares ${name} with “${unknown}”, which is not one of its options`;
      return { question: path.join('.'), operator, values: strings };
    }
    return { question: path.join('.'), operator };
  };
  if (keys.length === 0) return clause('isAnswered');
  if (keys.length > 1) return `it tests ${name} with ${keys.map((k) => `“${k}”`).join(' and ')} at once`;
  const [keyword] = keys as [string];
  const value = test[keyword];
  if (keyword === 'const') {
    if (question.type === 'boolean' && typeof value === 'boolean')
      return { question: path.join('.'), operator: value ? 'isYes' : 'isNo' };
    return clause('is', [value]);
  }
  if (keyword === 'enum' && Array.isArray(value)) return clause('isOneOf', value);
  if (keyword === 'not' && isObject(value)) {
    const inner = Object.keys(value);
    if (inner.length === 1 && 'const' in value) return clause('isNot', [value.const]);
    if (inner.length === 1 && Array.isArray(value.enum)) return clause('isNotOneOf', value.enum);
  }
  const bound = (Object.keys(bounds) as Bound[]).find((operator) => bounds[operator] === keyword);
  if (bound && typeof value === 'number') return { question: path.join('.'), operator: bound, number: value };
  return `it tests ${name} with “${keyword}”, which the editor does not offer`;
}

function readLevel(
  schema: Json,
  prefix: string[],
  questionAt: QuestionAt,
  clauses: Clause[],
  nested: boolean,
): string | undefined {
  const other = Object.keys(schema).find(
    (key) => key !== 'properties' && key !== 'required' && !(nested && key === 'type'),
  );
  if (other)
    return `it uses “${other}”${prefix.length > 0 ? ` on ${prefix.join('.')}` : ''}, which the editor does not offer: it writes parts joined by “and”`;
  if (nested && schema.type !== undefined && schema.type !== 'object')
    return `it says ${prefix.join('.')} is of type ${JSON.stringify(schema.type)}`;
  const required = Array.isArray(schema.required) ? schema.required.filter((n) => typeof n === 'string') : [];
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const [name, test] of Object.entries(properties)) {
    const path = [...prefix, name];
    const question = questionAt(path);
    if (!required.includes(name))
      return `it also holds while ${named(path, question)} is not answered (it is not in the condition’s “required”), and the editor writes conditions that wait for their answer`;
    if (!isObject(test)) return `its test of ${path.join('.')} is not an object`;
    if (isObject(test.properties) || (test.type === 'object' && !question)) {
      const why = readLevel(test, path, questionAt, clauses, true);
      if (why) return why;
      continue;
    }
    if (!question) return `it reads ${path.join('.')}, which is not a question this condition can read`;
    const clause = readLeaf(test, path, question);
    if (typeof clause === 'string') return clause;
    clauses.push(clause);
  }
  for (const name of required) {
    if (name in properties) continue;
    const path = [...prefix, name];
    if (!questionAt(path))
      return `it reads ${path.join('.')}, which is not a question this condition can read`;
    clauses.push({ question: path.join('.'), operator: 'isAnswered' });
  }
  return undefined;
}

/**
 * A condition's `if` as parts, when writing those parts gives the very same JSON back; otherwise
 * why not, in words for staff (the condition then stays editable as JSON).
 */
export function readCondition(ifSchema: unknown, questionAt: QuestionAt): ReadCondition {
  if (!isObject(ifSchema)) return { why: 'it is not an object of conditions' };
  const clauses: Clause[] = [];
  const why = readLevel(ifSchema, [], questionAt, clauses, false);
  if (why) return { why };
  if (clauses.length === 0) return { why: 'it names no question' };
  const written = writeCondition(clauses, questionAt);
  if (!sameJson(written, ifSchema))
    return {
      why: `it is written in another shape than the editor writes (it would write ${JSON.stringify(written)})`,
    };
  return { clauses };
}

/** What is missing for a part to be written, in words; undefined when it is whole. */
export function clauseProblem(clause: Partial<Clause>, questionAt: QuestionAt): string | undefined {
  if (!clause.question) return 'choose the question it reads';
  const question = questionAt(clause.question.split('.'));
  if (!question) return `${clause.question} is not a question this condition can read`;
  if (!clause.operator) return 'choose how it compares the answer';
  if (!operatorsFor(question).includes(clause.operator))
    return `“${operatorWords[clause.operator]}” does not suit ${named(question.path, question)}`;
  if (takesValues(clause.operator)) {
    const values = clause.values ?? [];
    if (values.length === 0) return 'choose a value';
    if ((clause.operator === 'is' || clause.operator === 'isNot') && values.length > 1)
      return `“${operatorWords[clause.operator]}” takes one value: use “is one of”`;
    const unknown = values.find((value) => !question.options?.some((o) => o.value === value));
    if (unknown !== undefined) return `“${unknown}” is not one of its options`;
  }
  if (takesNumber(clause.operator) && typeof clause.number !== 'number') return 'give the number';
  return undefined;
}

/** The words of a condition's parts, with the titles and option names of its questions. */
export function clausesInWords(
  clauses: readonly Clause[],
  questionAt: QuestionAt,
  base: readonly string[],
): string {
  const below = (path: readonly string[]) => questionAt(path.slice(base.length));
  const context: ConditionContext = {
    title: (path) => below(path)?.title,
    options: (path) => (below(path)?.type === 'boolean' ? undefined : below(path)?.options),
  };
  return conditionInWords(writeCondition(clauses, questionAt), context, base);
}

const yesNo: readonly Option[] = [
  { name: 'Yes', value: 'true' },
  { name: 'No', value: 'false' },
];
const types = ['boolean', 'string', 'integer', 'number'] as const;

/**
 * The questions a condition over the answer at `base` may read: every question of `schemas` below
 * it (not inside a list below it), with its title, type and options (its list's, its enum, or Yes
 * and No). Objects and lists are not questions here; their questions are.
 */
export function conditionQuestions(
  schemas: readonly JsonObject[],
  base: readonly string[],
  listOptions: (list: string) => readonly Option[] | undefined,
): ConditionQuestion[] {
  const found = new Map<string, ConditionQuestion>();
  for (const schema of schemas)
    for (const { path, definitions } of everyQuestion([schema], schema)) {
      if (path.length <= base.length || base.some((key, i) => path[i] !== key)) continue;
      const below = path.slice(base.length);
      if (below.includes('*') || found.has(below.join('.'))) continue;
      const type = definitions
        .map((d) => d.type)
        .find((t): t is (typeof types)[number] => types.includes(t as (typeof types)[number]));
      if (!type) continue;
      const list = definitions.map((d) => d.list).find((l): l is string => typeof l === 'string');
      const enumValues = definitions.map((d) => d.enum).find(Array.isArray);
      const options =
        type === 'boolean'
          ? yesNo
          : list
            ? listOptions(list)
            : enumValues?.filter(scalar).map((value) => ({ name: String(value), value: String(value) }));
      found.set(below.join('.'), {
        path: below,
        title: definitions.map((d) => d.title).find((t): t is string => typeof t === 'string'),
        type,
        options,
      });
    }
  return [...found.values()];
}

/** Finds a question of `questions` by its path. */
export function questionFinder(questions: readonly ConditionQuestion[]): QuestionAt {
  const byPath = new Map(questions.map((q) => [q.path.join('.'), q]));
  return (path) => byPath.get(path.join('.'));
}

const escapeKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** A change to a journey document, as studio/server/saveEdit.ts takes it. */
export type JsonChange = { pointer: string; value: unknown } | { pointer: string; remove: true };

/**
 * The smallest set of changes that turns `before` into `after` at `pointer`: a value is set only
 * where it differs, an object's keys are changed one by one (new ones go last), an array that
 * differs is written whole.
 */
export function jsonChanges(before: unknown, after: unknown, pointer: string): JsonChange[] {
  if (sameJson(before, after)) return [];
  if (!isObject(before) || !isObject(after)) return [{ pointer, value: after }];
  const changes: JsonChange[] = [];
  for (const [key, value] of Object.entries(after))
    changes.push(
      ...(key in before
        ? jsonChanges(before[key], value, `${pointer}/${escapeKey(key)}`)
        : [{ pointer: `${pointer}/${escapeKey(key)}`, value }]),
    );
  for (const key of Object.keys(before))
    if (!(key in after)) changes.push({ pointer: `${pointer}/${escapeKey(key)}`, remove: true });
  return changes;
}
