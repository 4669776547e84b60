import type { OutlineQuestion, Place } from './journeyOutline';
import baseSchema from './question-edit.schema.json';

type Json = Record<string, unknown>;

/** The answers of the editing form: the question's texts as they are written now. */
export interface QuestionEdit {
  title: string;
  help?: string;
  messages?: Record<string, string>;
  options?: Record<string, string>;
  conditions?: Record<string, string>;
}

/** One file's changes, as the studio's server saves them. */
export interface FileChanges {
  file: string;
  changes: ({ pointer: string; value: unknown } | { pointer: string; remove: true })[];
}

const messageKey = (index: number) => `message_${index}`;
const optionKey = (index: number) => `option_${index}`;
const conditionKey = (index: number) => `condition_${index}`;

/** A part of the form with a field for each of the question's texts, every one to be given. */
const withProperties = (node: unknown, properties: Json): Json => ({
  ...(node as Json),
  properties,
  required: Object.keys(properties),
});

/**
 * The editing form of one question: the schema of question edits with a field for each of its
 * messages (titled by the rule it explains), each option of its list and each condition, the ui
 * document that draws it, and the answers it starts from.
 */
export function questionEditForm(question: OutlineQuestion): { schema: Json; ui: Json; data: QuestionEdit } {
  const base = baseSchema as unknown as { properties: Record<string, Json> } & Json;
  const messages = Object.fromEntries(
    question.messages.map((m, i) => [messageKey(i), { type: 'string', title: `Message when: ${m.keyword}` }]),
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
      { type: 'string', title: `${c.otherwise ? 'Unless' : 'When'}: ${c.words}` },
    ]),
  );
  const { $schema: _schema, $id: _id, ...rest } = base;
  const schema: Json = {
    ...rest,
    properties: {
      title: base.properties.title,
      help: base.properties.help,
      ...(question.messages.length > 0
        ? { messages: withProperties(base.properties.messages, messages) }
        : {}),
      ...(question.list ? { options: withProperties(base.properties.options, options) } : {}),
      ...(question.conditions.length > 0
        ? { conditions: withProperties(base.properties.conditions, conditions) }
        : {}),
    },
  };
  const textareas = (keys: readonly string[]) =>
    Object.fromEntries(keys.map((key) => [key, { 'ui:widget': 'textarea' }]));
  const ui: Json = {
    'ui:order': ['title', 'help', 'messages', 'options', 'conditions', '*'],
    help: { 'ui:widget': 'textarea' },
    messages: textareas(Object.keys(messages)),
    conditions: textareas(Object.keys(conditions)),
    'ui:submitButtonOptions': { submitText: 'Save to the journey files' },
  };
  const data: QuestionEdit = {
    title: question.title ?? '',
    ...(question.help !== undefined ? { help: question.help } : {}),
    ...(question.messages.length > 0
      ? { messages: Object.fromEntries(question.messages.map((m, i) => [messageKey(i), m.text])) }
      : {}),
    ...(question.list
      ? { options: Object.fromEntries(question.list.options.map((o, i) => [optionKey(i), o.name])) }
      : {}),
    ...(question.conditions.length > 0
      ? { conditions: Object.fromEntries(question.conditions.map((c, i) => [conditionKey(i), c.source])) }
      : {}),
  };
  return { schema, ui, data };
}

/**
 * What saving the form changes, file by file: only the values that differ from what is written.
 * A condition that is not JSON is refused (thrown) before anything is saved.
 */
export function questionEditChanges(question: OutlineQuestion, edit: QuestionEdit): FileChanges[] {
  const byFile = new Map<string, FileChanges['changes']>();
  const change = (place: Place, value: unknown) => {
    const changes = byFile.get(place.file) ?? [];
    changes.push(
      value === undefined ? { pointer: place.pointer, remove: true } : { pointer: place.pointer, value },
    );
    byFile.set(place.file, changes);
  };
  if (edit.title !== (question.title ?? '')) change(question.titlePlace, edit.title);
  const help = edit.help?.trim() ? edit.help : undefined;
  if (help !== question.help) change(question.helpPlace, help);
  question.messages.forEach((message, i) => {
    const text = edit.messages?.[messageKey(i)];
    if (text && text !== message.text) change(message, text);
  });
  question.list?.options.forEach((option, i) => {
    const name = edit.options?.[optionKey(i)];
    if (name && name !== option.name && question.list)
      change({ file: question.list.file, pointer: `/options/${option.index}/name` }, name);
  });
  question.conditions.forEach((condition, i) => {
    const text = edit.conditions?.[conditionKey(i)];
    if (!text || text === condition.source) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error(`the condition “${condition.words}” is not JSON`);
    }
    change(condition, parsed);
  });
  return [...byFile].map(([file, changes]) => ({ file, changes }));
}
