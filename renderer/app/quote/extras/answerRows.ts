import { isObject } from '../../../../journey/src/steps/documentRefs';
import { questionOrder } from '../../../../journey/src/steps/questionOrder';
import {
  definitionsAt,
  itemsOf,
  questionsOf,
  type Matches,
} from '../../../../journey/src/steps/schemaResolver';
import type { JsonObject } from '../../../../journey/src/steps/stepTypes';
import { isoToDisplay } from '../../../engine/lib/dateText';
import { getAt } from '../../../engine/lib/paths';
import { formatMoney } from '../money';
import { readsAsMoney } from './readsAsMoney';

export type { Matches } from '../../../../journey/src/steps/schemaResolver';

/** One answered question as the customer reads it. */
export interface AnswerRow {
  /** The dotted path of the answer; a repeater's is the list's own path. */
  path: string;
  question: string;
  /** The answer: one line, or one line per item of a repeater. */
  lines: string[];
}

/** How answers are read: conditions, reference lists and words. */
export interface AnswerReading {
  matches: Matches;
  /** The options of a reference list by key ("cover_type"); undefined while it loads. */
  lists: (key: string) => readonly { name: string; value: string }[] | undefined;
  yes: string;
  no: string;
  /** A coded answer that no option of its list matches. */
  unknown: string;
  /** Widgets whose numbers are money. */
  moneyWidgets?: readonly string[];
  /** Lists of answers whose question names none (a lookup widget fills them), by path. */
  listFor?: Readonly<Record<string, string>>;
  /** Widgets whose whole answer reads as one line (an address), by widget name. */
  summarised?: Readonly<Record<string, (value: unknown) => string>>;
  /** Answers left out, by path. */
  notShown?: readonly string[];
}

type Options = { summary?: unknown; itemTitle?: unknown };

const noAnswer = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const uiOf = (ui: unknown, name: string): JsonObject => {
  const child = isObject(ui) ? ui[name] : undefined;
  return isObject(child) ? child : {};
};
const optionsOf = (ui: JsonObject): Options => (isObject(ui['ui:options']) ? ui['ui:options'] : {});
const titleOf = (definitions: readonly JsonObject[]) =>
  definitions.map((d) => d.title).find((title): title is string => typeof title === 'string');

/** Each question the schemas ask of `data`, with its definitions (a question may be in two parts). */
const questionsAsked = (definitions: readonly JsonObject[], data: unknown, matches: Matches) =>
  questionsOf(definitions, { data, matches });

function readLeaf(
  value: unknown,
  definitions: readonly JsonObject[],
  ui: JsonObject,
  path: string,
  reading: AnswerReading,
): string {
  const list = definitions.map((d) => d.list).find((l) => typeof l === 'string') ?? reading.listFor?.[path];
  const options = typeof list === 'string' ? reading.lists(list) : undefined;
  if (options) return options.find((o) => o.value === String(value))?.name ?? reading.unknown;
  const widget = ui['ui:widget'];
  if (typeof value === 'boolean') return value ? reading.yes : reading.no;
  if (typeof value === 'number' && readsAsMoney(ui, reading.moneyWidgets)) return formatMoney(value);
  if (typeof value === 'string' && (widget === 'date' || definitions.some((d) => d.format === 'date')))
    return isoToDisplay(value);
  return typeof value === 'object' ? '' : String(value);
}

/** A repeater item in one line: "Claim 1: Accident, 14/02/2023", from the ui's summary keys. */
function readItem(
  item: unknown,
  index: number,
  question: string,
  definitions: readonly JsonObject[],
  ui: JsonObject,
  path: string,
  reading: AnswerReading,
): string {
  const options = optionsOf(ui);
  const title = `${typeof options.itemTitle === 'string' ? options.itemTitle : question} ${index + 1}`;
  const itemDefinitions = itemsOf(definitions);
  const itemUi = uiOf(ui, 'items');
  const keys = Array.isArray(options.summary) ? options.summary.filter((k) => typeof k === 'string') : [];
  // Answers of one group (name.forenames, name.surname) read as one part: "Siobhan O'Connor".
  const parts: { group: string; text: string }[] = [];
  for (const key of keys) {
    const value = getAt(item, key);
    if (noAnswer(value)) continue;
    const at = key.split('.');
    const keyUi = at.reduce<JsonObject>((node, name) => uiOf(node, name), itemUi);
    const text = readLeaf(
      value,
      definitionsAt(itemDefinitions, at, item, reading.matches),
      keyUi,
      `${path}.${key}`,
      reading,
    );
    const group = at.length > 1 ? at.slice(0, -1).join('.') : key;
    const last = parts.at(-1);
    if (!text) continue;
    if (last && at.length > 1 && last.group === group) last.text = `${last.text} ${text}`;
    else parts.push({ group, text });
  }
  return parts.length > 0 ? `${title}: ${parts.map((part) => part.text).join(', ')}` : title;
}

function walk(
  definitions: readonly JsonObject[],
  ui: JsonObject,
  data: JsonObject,
  path: string,
  reading: AnswerReading,
  rows: AnswerRow[],
): void {
  for (const [name, childDefinitions] of questionsAsked(definitions, data, reading.matches)) {
    const value = data[name];
    const childPath = path ? `${path}.${name}` : name;
    const childUi = uiOf(ui, name);
    const widget = childUi['ui:widget'];
    if (noAnswer(value) || widget === 'hidden' || reading.notShown?.includes(childPath)) continue;
    const question = titleOf(childDefinitions);
    const summary = typeof widget === 'string' ? reading.summarised?.[widget] : undefined;
    if (summary) {
      if (question) rows.push({ path: childPath, question, lines: [summary(value)] });
    } else if (Array.isArray(value)) {
      if (question)
        rows.push({
          path: childPath,
          question,
          lines: value.map((item, index) =>
            readItem(item, index, question, childDefinitions, childUi, childPath, reading),
          ),
        });
    } else if (isObject(value)) {
      walk(childDefinitions, childUi, value, childPath, reading, rows);
    } else if (question) {
      const text = readLeaf(value, childDefinitions, childUi, childPath, reading);
      if (text) rows.push({ path: childPath, question, lines: [text] });
    }
  }
}

/**
 * The answered questions of one step, in the order the form asks them (ui:order), each with its
 * answer as the customer reads it: yes/no, a coded answer by its option's name, a date as
 * DD/MM/YYYY, money with £, a repeater item by its summary. A question the step's conditions hide
 * for these answers is left out, and so is every question without an answer.
 */
export function answerRows(
  step: { schema: JsonObject; ui: JsonObject },
  data: unknown,
  reading: AnswerReading,
): AnswerRow[] {
  if (!isObject(data)) return [];
  const rows: AnswerRow[] = [];
  walk([step.schema], step.ui, data, '', reading, rows);
  const order = questionOrder(step.schema, step.ui);
  return rows.sort((a, b) => order(a.path, b.path));
}
