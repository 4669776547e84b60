import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillTemplate } from '../../../journey/src/fillTemplate';
import { loadForm } from '../../../journey/src/forms/loadForm';
import { loadSteps } from '../../../journey/src/steps/loadSteps';
import { definitionsAt, partsOf } from '../../../journey/src/steps/schemaResolver';
import type { JsonObject, LoadedStep } from '../../../journey/src/steps/stepTypes';
import { toThirdPerson } from '../../../journey/src/wording/toThirdPerson';

// What a customer reads, read by tests from where the journey writes it, so rewording the journey
// leaves the tests as they are. Plain files and pure journey code only: the unit tests, the API
// tests and the browser tests (Playwright, in Node) all use it.

// A path, not a URL: under jsdom the global URL is not the one node:fs accepts.
const journeyDir = join(dirname(fileURLToPath(import.meta.url)), '../../../journey');

function readDocuments(): Record<string, unknown> {
  return Object.fromEntries(
    readdirSync(journeyDir, { recursive: true, encoding: 'utf8' })
      .map((file) => file.split('\\').join('/'))
      .filter((file) => file.endsWith('.json') && !file.startsWith('src/'))
      .map((file) => [file, JSON.parse(readFileSync(join(journeyDir, file), 'utf8')) as unknown]),
  );
}

/** Every journey document, parsed, by path under journey/ ("content/pages.json"). */
export const journeyDocuments: Readonly<Record<string, unknown>> = readDocuments();

type Values = Readonly<Record<string, string | number>>;

/**
 * The text at `reference`, a path under journey/ and a JSON pointer
 * ("content/pages.json#/pages/Declined/heading"), its `{placeholders}` filled with `values`.
 */
export function journeyText(reference: string, values: Values = {}): string {
  const [file = '', pointer = ''] = reference.split('#');
  const text = pointer
    .split('/')
    .slice(1)
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      journeyDocuments[file],
    );
  if (typeof text !== 'string') throw new Error(`journeyText: journey/${reference} is not a text`);
  return fillTemplate(text, values);
}

const journey = journeyDocuments['journey.json'] as { steps: { id: string; title: string }[] };

/** The seven steps as the form draws them: the additional driver's questions in the third person. */
export const journeySteps: readonly LoadedStep[] = loadSteps(journey.steps, journeyDocuments, {
  reword: toThirdPerson,
});

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The definitions of the answer at `path` ("risk.proposer.name.title") in the steps, or in a form. */
function definitionsOf(path: string, form?: string): JsonObject[] {
  const schemas = form ? [formSchema(form)] : journeySteps.map((step) => step.schema);
  const found = schemas.flatMap((schema) => definitionsAt([schema], path.split('.')));
  if (found.length === 0) throw new Error(`${form ? `the form ${form}` : 'no step'} asks no ${path}`);
  return found;
}

/**
 * The schema of the page form journey/forms/`form`/schema.json ("direct-debit") as the page loads
 * it: a limit it names by a `$ref` (the recall's ages) read where it is written, and a limit a
 * message says with a placeholder ({latestDate.days}) filled in.
 */
function formSchema(form: string): JsonObject {
  if (!isObject(journeyDocuments[`forms/${form}/schema.json`]))
    throw new Error(`there is no form journey/forms/${form}`);
  return loadForm(form, journeyDocuments).schema;
}

/** What a definition of `path` says under `key` ("title", "description"). */
function schemaText(path: string, key: 'title' | 'description', form?: string): string {
  const text = definitionsOf(path, form)
    .map((definition) => definition[key])
    .find((value): value is string => typeof value === 'string');
  if (text === undefined) throw new Error(`the question ${path} has no ${key}`);
  return text;
}

/**
 * The question that answers `path` ("risk.proposer.name.title",
 * "risk.additional_drivers.0.date_of_birth"), as a step asks it: the additional driver's in the
 * third person. With `form`, as that page form asks it.
 */
export const question = (path: string, form?: string): string => schemaText(path, 'title', form);

/** The description under the question that answers `path`. */
export const questionDescription = (path: string, form?: string): string =>
  schemaText(path, 'description', form);

/**
 * The message the step schema (or the page form's, with `form`) gives under `keyword` for the
 * answer at `path` ("required", "format", "minAge").
 */
export function questionMessage(path: string, keyword: string, form?: string): string {
  const segments = path.split('.');
  const name = segments.at(-1) as string;
  // A required message is written on the object holding the question, the others on the question.
  const holders =
    keyword === 'required'
      ? segments.length === 1
        ? [form ? formSchema(form) : {}]
        : definitionsOf(segments.slice(0, -1).join('.'), form)
      : definitionsOf(path, form);
  for (const holder of holders.flatMap((definition) => partsOf(definition))) {
    const messages = holder.errorMessage;
    const message = isObject(messages)
      ? keyword === 'required' && isObject(messages.required)
        ? messages.required[name]
        : messages[keyword]
      : undefined;
    if (typeof message === 'string') return message;
  }
  throw new Error(`the question ${path} has no ${keyword} message`);
}

/**
 * The value the step schema (or the page form's, with `form`) states under `keyword` for the
 * answer at `path`: a limit ("maxItems", "minAge", "maximum") or a date bound ("latestDate"), so a
 * test follows the journey when a product person changes it.
 */
export function questionLimit(path: string, keyword: string, form?: string): unknown {
  const value = definitionsOf(path, form)
    .flatMap((definition) => partsOf(definition))
    .map((part) => part[keyword])
    .find((found) => found !== undefined);
  if (value === undefined) throw new Error(`the question ${path} states no ${keyword}`);
  return value;
}

/** A number `questionLimit` reads ("maxItems", "minAge"), or the size of a date bound's offset. */
export function questionNumber(path: string, keyword: string, form?: string): number {
  const [name, unit] = keyword.split('.') as [string, string | undefined];
  const value = questionLimit(path, name, form);
  const number = unit && isObject(value) ? value[unit] : value;
  if (typeof number !== 'number') throw new Error(`the question ${path} states no number as ${keyword}`);
  return number;
}

/** The name of the option `value` of the reference list `list` ("person_title", "Mr"). */
export function optionName(list: string, value: string | number | boolean): string {
  const document = journeyDocuments[`lists/${list}.json`] as
    { options: { name: string; value: unknown }[] } | undefined;
  const option = document?.options.find((candidate) => String(candidate.value) === String(value));
  if (!option) throw new Error(`lists/${list}.json has no option ${String(value)}`);
  return option.name;
}

/** The ui:options texts of the question at `path` in its step ("addLabel", "itemTitle"). */
export function uiOption(path: string, option: string): string {
  const text = uiOptionValue(path, option);
  if (typeof text === 'string') return text;
  throw new Error(`no step gives ${path} the ui:option ${option}`);
}

/** A ui:option of the question at `path` as its ui document gives it (any JSON value), or undefined. */
export function uiOptionValue(path: string, option: string): unknown {
  for (const step of journeySteps) {
    const node = path
      .split('.')
      .filter((segment) => !/^\d+$/.test(segment))
      .reduce<unknown>(
        (at, key) => (isObject(at) ? (isObject(at.items) ? at.items : at)[key] : undefined),
        step.ui,
      );
    const options = isObject(node) ? node['ui:options'] : undefined;
    const value = isObject(options) ? options[option] : undefined;
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The label of a step's button (ui:submitButtonOptions.submitText), by step number (1 to 7). */
export function stepButton(number: number): string {
  const step = journeySteps[number - 1];
  const options = step?.ui['ui:submitButtonOptions'];
  if (!isObject(options) || typeof options.submitText !== 'string')
    throw new Error(`step ${number} has no button text`);
  return options.submitText;
}

/** The name the form shows for the answer `value` of the list question at `path`. */
export function option(path: string, value: string | number | boolean): string {
  const list = definitionsOf(path)
    .map((definition) => definition.list)
    .find((name): name is string => typeof name === 'string');
  if (!list) throw new Error(`the question ${path} names no list`);
  return optionName(list, value);
}

/** The label of the action of a message page (content/pages.json) that goes to `route`. */
export function pageAction(page: string, route: string): string {
  const pages = (journeyDocuments['content/pages.json'] as { pages: Record<string, unknown> }).pages;
  const actions = (pages[page] as { actions?: { label: string; route: string }[] } | undefined)?.actions;
  const label = actions?.find((action) => action.route === route)?.label;
  if (label === undefined) throw new Error(`the page ${page} has no action to ${route}`);
  return label;
}

/** The label of a page form's button (journey/forms/`form`/ui.json, ui:submitButtonOptions). */
export const formButton = (form: string): string =>
  journeyText(`forms/${form}/ui.json#/ui:submitButtonOptions/submitText`);
