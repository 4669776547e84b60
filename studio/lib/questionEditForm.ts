import {
  clauseProblem,
  clausesInWords,
  jsonChanges,
  operatorsFor,
  operatorWords,
  questionFinder,
  readCondition,
  takesNumber,
  takesValues,
  writeCondition,
  type Clause,
  type ConditionQuestion,
  type QuestionAt,
} from './conditionEditor';
import type { DateUnit, OutlineQuestion, Place, QuestionLimit } from './journeyOutline';
import { limitPairs } from '../../journey/src/steps/limitKeywords';
import baseSchema from './question-edit.schema.json';

type Json = Record<string, unknown>;
type Condition = OutlineQuestion['conditions'][number];

/** A condition in the form: its parts (one object each), or its JSON text. */
export type ConditionEdit = string | Record<string, Partial<Clause>>;

/** The answers of the editing form: the question's texts as they are written now. */
export interface QuestionEdit {
  title: string;
  help?: string;
  messages?: Record<string, string>;
  limits?: Record<string, number>;
  options?: Record<string, string>;
  conditions?: Record<string, ConditionEdit>;
}

/** The questions a condition may read (studio/lib/conditionEditor.ts); undefined when not known. */
export type ConditionQuestions = (condition: Condition) => readonly ConditionQuestion[] | undefined;

/** How the form shows one condition: as parts over its questions, or as JSON and why. */
export type ConditionShape =
  | { parts: true; questionAt: QuestionAt; questions: readonly ConditionQuestion[]; clauses: Clause[] }
  | { parts: false; why: string };

/** One file's changes, as the studio's server saves them. */
export interface FileChanges {
  file: string;
  changes: ({ pointer: string; value: unknown } | { pointer: string; remove: true })[];
}

const messageKey = (index: number) => `message_${index}`;
const optionKey = (index: number) => `option_${index}`;
const limitKey = (index: number) => `limit_${index}`;
const conditionKey = (index: number) => `condition_${index}`;
const clauseKey = (index: number) => `clause_${index}`;

/**
 * The questions a condition over `base` may read, without the question it asks (at `path`) and
 * those within it: a question cannot be asked only when its own answer is given.
 */
export function notItself(
  questions: readonly ConditionQuestion[],
  path: readonly string[],
  base: readonly string[],
): ConditionQuestion[] {
  const own = path.slice(base.length);
  if (own.length === 0 || base.some((key, i) => path[i] !== key)) return [...questions];
  return questions.filter((q) => own.some((key, i) => q.path[i] !== key));
}

/** Each condition of the question as the form shows it (never offering the question itself). */
export function conditionShapes(
  question: OutlineQuestion,
  questionsFor?: ConditionQuestions,
): ConditionShape[] {
  return question.conditions.map((condition) => {
    const readable = questionsFor?.(condition);
    if (!readable) return { parts: false, why: 'the questions it may read are not known here' };
    const questions = notItself(readable, question.path.split('.'), condition.base);
    const questionAt = questionFinder(questions);
    const read = readCondition(JSON.parse(condition.source), questionAt);
    return 'why' in read
      ? { parts: false, why: read.why }
      : { parts: true, questionAt, questions, clauses: read.clauses };
  });
}

const withoutEnum = (schema: Json | undefined): Json => {
  const { enum: _enum, ...rest } = schema ?? {};
  return rest;
};

/** Choices of a select drawn by the engine: each value with its words. */
const choices = (options: readonly { value: string; title: string }[]) =>
  options.map((o) => ({ const: o.value, title: o.title }));

/** The titles of the questions a condition may read, with the path where two are titled alike. */
function questionChoices(questions: readonly ConditionQuestion[]) {
  const titles = questions.map((q) => q.title ?? q.path.join('.'));
  return questions.map((q, i) => ({
    value: q.path.join('.'),
    title:
      titles.indexOf(titles[i] as string) === titles.lastIndexOf(titles[i] as string)
        ? (titles[i] as string)
        : `${titles[i]} (${q.path.join('.')})`,
  }));
}

/** One part of a condition: the question it reads, how it compares, and the values its question offers. */
function clauseSchema(
  clause: Partial<Clause>,
  shape: Extract<ConditionShape, { parts: true }>,
  index: number,
): Json {
  const definitions = (
    baseSchema as unknown as { definitions: Record<string, Json & { properties: Record<string, Json> }> }
  ).definitions;
  const base = definitions.clause as Json & { properties: Record<string, Json> };
  const question = clause.question ? shape.questionAt(clause.question.split('.')) : undefined;
  const operators = operatorsFor(question);
  const operator = clause.operator;
  const properties: Json = {
    question: { ...base.properties.question, oneOf: choices(questionChoices(shape.questions)) },
    operator: {
      ...withoutEnum(base.properties.operator),
      oneOf: choices(operators.map((op) => ({ value: op, title: operatorWords[op] }))),
    },
  };
  const required = ['question', 'operator'];
  if (operator && takesValues(operator)) {
    const one = operator === 'is' || operator === 'isNot';
    properties.values = {
      ...base.properties.values,
      ...(one ? { maxItems: 1, title: 'Value' } : {}),
      items: {
        type: 'string',
        oneOf: choices((question?.options ?? []).map((o) => ({ value: o.value, title: o.name }))),
      },
    };
    required.push('values');
  }
  if (operator && takesNumber(operator)) {
    properties.number = base.properties.number;
    required.push('number');
  }
  return { ...base, title: index === 0 ? base.title : 'and', properties, required };
}

/**
 * The part of the form for one condition: its parts, each drawn from the question chosen, or its
 * JSON when the editor cannot show it as parts.
 */
function conditionSchema(condition: Condition, shape: ConditionShape, edit: ConditionEdit | undefined): Json {
  const definitions = (baseSchema as unknown as { definitions: Record<string, Json> }).definitions;
  const title = condition.otherwise ? 'Asked unless' : 'Asked when';
  if (!shape.parts) return { ...definitions.conditionAsJson, title: `${title} (JSON)` };
  const clauses = typeof edit === 'object' ? Object.values(edit) : shape.clauses;
  const properties = Object.fromEntries(
    clauses.map((clause, i) => [clauseKey(i), clauseSchema(clause, shape, i)]),
  );
  return withProperties({ ...definitions.conditionInParts, title }, properties);
}

/** A condition's answers in the form: its parts by key, or its JSON text. */
function conditionData(condition: Condition, shape: ConditionShape): ConditionEdit {
  if (!shape.parts) return condition.source;
  return Object.fromEntries(shape.clauses.map((clause, i) => [clauseKey(i), clause]));
}

/**
 * The condition's words as the form's answers now read ("asked when: …"), or what is missing;
 * for a condition kept as JSON, why.
 */
export function conditionNow(
  condition: Condition,
  shape: ConditionShape,
  edit: ConditionEdit | undefined,
): { words: string; complete: boolean } {
  const lead = condition.otherwise ? 'asked unless' : 'asked when';
  if (!shape.parts) return { words: `Kept as JSON: ${shape.why}.`, complete: true };
  const clauses = typeof edit === 'object' ? Object.values(edit) : shape.clauses;
  const problem = clauses.map((clause) => clauseProblem(clause, shape.questionAt)).find(Boolean);
  if (problem) return { words: `${lead}: … (${problem})`, complete: false };
  return {
    words: `${lead}: ${clausesInWords(clauses as Clause[], shape.questionAt, condition.base)}`,
    complete: true,
  };
}

/**
 * The form's answers tidied after a change: a part whose question changed starts from that
 * question's first operator and no values; values go when the operator takes none, and "is" keeps
 * one.
 */
export function tidyConditions(
  previous: QuestionEdit,
  next: QuestionEdit,
  shapes: readonly ConditionShape[],
): QuestionEdit {
  if (!next.conditions) return next;
  let changed = false;
  const conditions = Object.fromEntries(
    Object.entries(next.conditions).map(([key, edit], index) => {
      const shape = shapes[index];
      if (typeof edit !== 'object' || !shape?.parts) return [key, edit];
      const before = previous.conditions?.[key];
      const parts = Object.fromEntries(
        Object.entries(edit).map(([part, clause]) => {
          const old = typeof before === 'object' ? before[part] : undefined;
          let tidy: Partial<Clause> = clause;
          if (old && clause.question !== old.question) {
            const question = clause.question ? shape.questionAt(clause.question.split('.')) : undefined;
            tidy = { question: clause.question, operator: operatorsFor(question)[0] };
          } else if (clause.operator && !takesValues(clause.operator) && clause.values !== undefined) {
            const { values: _values, ...rest } = clause;
            tidy = rest;
          } else if (
            (clause.operator === 'is' || clause.operator === 'isNot') &&
            (clause.values?.length ?? 0) > 1
          ) {
            tidy = { ...clause, values: clause.values?.slice(-1) };
          }
          if (tidy.operator && !takesNumber(tidy.operator) && tidy.number !== undefined) {
            const { number: _number, ...rest } = tidy;
            tidy = rest;
          }
          if (tidy !== clause) changed = true;
          return [part, tidy];
        }),
      );
      return [key, parts];
    }),
  );
  return changed ? { ...next, conditions } : next;
}

/**
 * The schema of a limit's field: a count of the question's answers, an age or an amount at zero or
 * more and within the Proposal's own bound; a date rule's count in its unit's range (the schema of
 * question edits' `dateCount`).
 */
function limitSchema(limit: QuestionLimit): Json & { minimum?: number; maximum?: number } {
  const schema = baseSchema as unknown as {
    properties: { limits: { additionalProperties: Json } };
    definitions: { dateCount: { properties: Record<DateUnit, Json> } };
  };
  if (limit.date) return schema.definitions.dateCount.properties[limit.date.unit];
  const field = schema.properties.limits.additionalProperties;
  const entity = limit.entity;
  return entity ? { ...field, [entity.upper ? 'maximum' : 'minimum']: entity.bound } : field;
}

/** A date rule's count in words: "days after today", "years before today", "years after date_of_birth". */
function dateCountWords(date: NonNullable<QuestionLimit['date']>): string {
  const from = date.from === 'today' ? 'today' : (date.from.split('/').pop() ?? date.from);
  return `${date.unit} ${date.back ? 'before' : 'after'} ${from}`;
}

/** Why a limit's new value cannot be saved, in words naming it; undefined when it can. */
function limitProblem(limit: QuestionLimit, value: number): string | undefined {
  if (!limit.date) {
    if (value < 0) return `the limit ${limit.keyword} is below zero: a limit is a count, an age or an amount`;
    const entity = limit.entity;
    if (entity && (entity.upper ? value > entity.bound : value < entity.bound))
      return `the limit ${limit.keyword} is ${value}, but the Proposal the server stores allows ${entity.words}: customers could give answers every save refuses. Keep it within that; the Proposal is changed by a developer`;
    return undefined;
  }
  const { minimum, maximum } = limitSchema(limit);
  const { unit } = limit.date;
  const rule = `${limit.keyword} (${dateCountWords(limit.date)})`;
  if (!Number.isInteger(value)) return `the limit ${rule} is ${value}: a date rule counts whole ${unit}`;
  if (minimum !== undefined && value < minimum)
    return `the limit ${rule} is ${value}: a date rule counts at least ${minimum} ${minimum === 1 ? unit.slice(0, -1) : unit}`;
  if (maximum !== undefined && value > maximum)
    return `the limit ${rule} is ${value}: a date rule counts at most ${maximum} ${unit}`;
  return undefined;
}

/**
 * A part of the form with a field for each of the question's texts, every one to be given, and
 * no other: the schema of question edits says what any other would be by a reference to its
 * definitions, which the form's schema does not carry (a reference to none would leave the form
 * without its checks).
 */
const withProperties = (node: unknown, properties: Json): Json => ({
  ...(node as Json),
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

/**
 * The editing form of one question: the schema of question edits with a field for each of its
 * messages (titled by the rule it explains), each option of its list and each condition, the ui
 * document that draws it, and the answers it starts from.
 */
export function questionEditForm(
  question: OutlineQuestion,
  shapes: readonly ConditionShape[] = conditionShapes(question),
  edit?: QuestionEdit,
): { schema: Json; ui: Json; data: QuestionEdit } {
  const base = baseSchema as unknown as { properties: Record<string, Json> } & Json;
  const messages = Object.fromEntries(
    question.messages.map((m, i) => [messageKey(i), { type: 'string', title: `Message when: ${m.keyword}` }]),
  );
  const limits = Object.fromEntries(
    (question.limits ?? []).map((l, i) => [
      limitKey(i),
      {
        ...limitSchema(l),
        title: `Limit: ${l.keyword}${l.date ? ` (${dateCountWords(l.date)})` : ''}`,
        description: `{${l.keyword}} in its messages${l.alsoAt ? `; saved also in ${[...new Set(l.alsoAt.map((p) => p.file))].join(', ')}, which asks the same question` : ''}`,
      },
    ]),
  );
  const options = Object.fromEntries(
    (question.list?.options ?? []).map((o, i) => [
      optionKey(i),
      { type: 'string', title: `Option ${o.value}` },
    ]),
  );
  const conditions = Object.fromEntries(
    question.conditions.map((c, i) => [
      conditionKey(i),
      conditionSchema(c, shapes[i] ?? { parts: false, why: '' }, edit?.conditions?.[conditionKey(i)]),
    ]),
  );
  const { $schema: _schema, $id: _id, definitions: _definitions, ...rest } = base;
  const schema: Json = {
    ...rest,
    properties: {
      title: base.properties.title,
      help: base.properties.help,
      ...(question.messages.length > 0
        ? { messages: withProperties(base.properties.messages, messages) }
        : {}),
      ...(question.limits?.length ? { limits: withProperties(base.properties.limits, limits) } : {}),
      ...(question.list ? { options: withProperties(base.properties.options, options) } : {}),
      ...(question.conditions.length > 0
        ? { conditions: withProperties(base.properties.conditions, conditions) }
        : {}),
    },
  };
  const textareas = (keys: readonly string[]) =>
    Object.fromEntries(keys.map((key) => [key, { 'ui:widget': 'textarea' }]));
  const ui: Json = {
    'ui:order': ['title', 'help', 'messages', 'limits', 'options', 'conditions', '*'],
    help: { 'ui:widget': 'textarea' },
    messages: textareas(Object.keys(messages)),
    conditions: Object.fromEntries(
      question.conditions.map((_, i) => {
        const shape = shapes[i];
        if (!shape?.parts) return [conditionKey(i), { 'ui:widget': 'textarea' }];
        const count = Object.keys((conditions[conditionKey(i)] as Json).properties as Json).length;
        const clause = {
          values: { 'ui:widget': 'studioChoices' },
          'ui:order': ['question', 'operator', 'values', 'number'],
        };
        return [
          conditionKey(i),
          Object.fromEntries(Array.from({ length: count }, (_, j) => [clauseKey(j), clause])),
        ];
      }),
    ),
    'ui:submitButtonOptions': { submitText: 'Save to the journey files' },
  };
  const data: QuestionEdit = {
    title: question.title ?? '',
    ...(question.help !== undefined ? { help: question.help } : {}),
    ...(question.messages.length > 0
      ? { messages: Object.fromEntries(question.messages.map((m, i) => [messageKey(i), m.text])) }
      : {}),
    ...(question.limits?.length
      ? { limits: Object.fromEntries(question.limits.map((l, i) => [limitKey(i), l.value])) }
      : {}),
    ...(question.list
      ? { options: Object.fromEntries(question.list.options.map((o, i) => [optionKey(i), o.name])) }
      : {}),
    ...(question.conditions.length > 0
      ? {
          conditions: Object.fromEntries(
            question.conditions.map((c, i) => [
              conditionKey(i),
              conditionData(c, shapes[i] ?? { parts: false, why: '' }),
            ]),
          ),
        }
      : {}),
  };
  return { schema, ui, data };
}

/**
 * What saving the form changes, file by file: only the values that differ from what is written
 * (a condition's changed values where they are written, not the whole condition). A condition that
 * is not JSON, or a part that is not whole, is refused (thrown) before anything is saved.
 */
export function questionEditChanges(
  question: OutlineQuestion,
  edit: QuestionEdit,
  shapes: readonly ConditionShape[] = conditionShapes(question),
): FileChanges[] {
  const byFile = new Map<string, FileChanges['changes']>();
  const change = (place: Place, value: unknown) => {
    const changes = byFile.get(place.file) ?? [];
    changes.push(
      value === undefined ? { pointer: place.pointer, remove: true } : { pointer: place.pointer, value },
    );
    byFile.set(place.file, changes);
  };
  // A text of only spaces reads as none to customers: refused, as an empty one is by the form.
  const blank = (text: string | undefined) => text !== undefined && text !== '' && !text.trim();
  if (blank(edit.title)) throw new Error('the question’s title is only spaces: write the question');
  for (const [what, texts] of [
    ['a message', edit.messages],
    ['an option of its list', edit.options],
  ] as const)
    if (Object.values(texts ?? {}).some(blank)) throw new Error(`${what} is only spaces: write its words`);
  if (edit.title !== (question.title ?? '')) change(question.titlePlace, edit.title);
  const help = edit.help?.trim() ? edit.help : undefined;
  if (help !== question.help) change(question.helpPlace, help);
  question.messages.forEach((message, i) => {
    const text = edit.messages?.[messageKey(i)];
    if (text && text !== message.text) change(message, text);
  });
  question.limits?.forEach((limit, i) => {
    const value = edit.limits?.[limitKey(i)];
    if (typeof value !== 'number') return;
    const problem = limitProblem(limit, value);
    if (problem) throw new Error(problem);
    // A date rule that counts back is written so ("years": -5); its field shows the count, 5.
    if (value === limit.value) return;
    for (const place of [limit, ...(limit.alsoAt ?? [])]) change(place, limit.date?.back ? -value : value);
  });
  // A lower limit above its upper one written beside it (the fewest claims above the most).
  const limitAt = (keyword: string, holder: string) => {
    const i = (question.limits ?? []).findIndex(
      (l) => l.keyword === keyword && l.pointer.slice(0, l.pointer.lastIndexOf('/')) === holder,
    );
    const limit = question.limits?.[i];
    const value = edit.limits?.[limitKey(i)];
    return limit ? (typeof value === 'number' ? value : limit.value) : undefined;
  };
  for (const limit of question.limits ?? []) {
    const holder = limit.pointer.slice(0, limit.pointer.lastIndexOf('/'));
    const upper = limitPairs.find(([lower]) => lower === limit.keyword)?.[1];
    const [least, most] = [limitAt(limit.keyword, holder), upper && limitAt(upper, holder)];
    if (upper && least !== undefined && typeof most === 'number' && least > most)
      throw new Error(
        `the limit ${limit.keyword} (${least}) is above ${upper} (${most}): no answer would meet both, so a customer asked this could not go on`,
      );
  }
  question.list?.options.forEach((option, i) => {
    const name = edit.options?.[optionKey(i)];
    if (name && name !== option.name && question.list)
      change({ file: question.list.file, pointer: `/options/${option.index}/name` }, name);
  });
  question.conditions.forEach((condition, i) => {
    const given = edit.conditions?.[conditionKey(i)];
    const shape = shapes[i];
    let written: unknown;
    if (typeof given === 'object' && shape?.parts) {
      const clauses = Object.values(given);
      const problem = clauses.map((clause) => clauseProblem(clause, shape.questionAt)).find(Boolean);
      if (problem) throw new Error(`the condition “${condition.words}” is not whole: ${problem}`);
      const questions = clauses.map((clause) => clause.question);
      if (new Set(questions).size < questions.length)
        throw new Error(
          `the condition “${condition.words}” reads a question twice: join the values in one part`,
        );
      written = writeCondition(clauses as Clause[], shape.questionAt);
    } else {
      if (typeof given !== 'string' || given === condition.source) return;
      try {
        written = JSON.parse(given);
      } catch {
        throw new Error(`the condition “${condition.words}” is not JSON`);
      }
    }
    for (const { pointer, ...what } of jsonChanges(JSON.parse(condition.source), written, condition.pointer))
      change({ file: condition.file, pointer }, 'value' in what ? what.value : undefined);
  });
  return [...byFile].map(([file, changes]) => ({ file, changes }));
}
