import { isObject } from '../steps/documentRefs';
import { resolveUi } from '../steps/resolveUi';
import type { JourneyDocuments, JsonObject } from '../steps/stepTypes';
import { perDocuments } from './documentsMemo';
import { schemaNodes, type SchemaNode } from './schemaNodes';

// The answers a step or form asks, each with every definition written for it (its property, the
// branches and groups that add to it) and the ui node that draws it, for the checks of what a
// customer sees (questionsHaveTitles) and of what an answer may be (questionsHaveTypes).

/** One answer of a step or form, as written and as drawn. */
export interface AskedQuestion {
  /** The step or form schema asking it. */
  origin: string;
  /** Its path in the answers ('*' for the items of a list). */
  answer: string[];
  /** Where it is first written (the property, or the list's `items`): where a finding points. */
  place: SchemaNode;
  /** Every node written for it: the property and the branches and groups adding to it. */
  definitions: SchemaNode[];
  /** Its node of the step's ui document (`ui:extends` included), `{}` when the ui says nothing. */
  ui: JsonObject;
  /** The question that contains it (undefined for the step's top-level answers). */
  parent?: AskedQuestion;
}

const hasType = (schema: JsonObject, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/** Whether the answer is an object of questions (it has `properties`, or says it is an object). */
export const isGroup = (question: AskedQuestion) =>
  question.definitions.some(({ node }) => isObject(node.properties) || hasType(node, 'object'));

/** Whether the answer is a list (an array, or has `items`). */
export const isList = (question: AskedQuestion) =>
  question.definitions.some(({ node }) => isObject(node.items) || hasType(node, 'array'));

/** The widget its ui names, if any. */
export const widgetOf = (question: AskedQuestion): string | undefined =>
  typeof question.ui['ui:widget'] === 'string' ? question.ui['ui:widget'] : undefined;

/**
 * Whether one widget draws the whole object (an address lookup): its answers are named by the
 * object's title. A widget drawing only `ui:options.lookupFields` (the vehicle lookup) leaves the
 * object a group whose other questions are drawn as usual.
 */
export function drawnWhole(question: AskedQuestion): boolean {
  const widget = widgetOf(question);
  const options = question.ui['ui:options'];
  return (
    isGroup(question) &&
    widget !== undefined &&
    widget !== 'hidden' &&
    !(isObject(options) && 'lookupFields' in options)
  );
}

/** 'risk.additional_drivers[*].date_of_birth' */
export const answerName = (answer: readonly string[]) => answer.join('.').replace(/\.\*/g, '[*]');

/** The resolved ui document of a step or form schema; the written one if it cannot be resolved (stepsLoad says why). */
function uiOf(origin: string, documents: JourneyDocuments): JsonObject {
  const file = origin.replace(/schema\.json$/, 'ui.json');
  const written = documents[file];
  try {
    return resolveUi(written ?? {}, file, documents, (text) => text);
  } catch {
    return isObject(written) ? written : {};
  }
}

/** Every answer of every step and form, parents before their questions, in the order written. */
export const askedQuestions = perDocuments((documents): AskedQuestion[] => {
  const byAnswer = new Map<string, AskedQuestion>();
  const uis = new Map<string, JsonObject>();
  for (const node of schemaNodes(documents)) {
    if (node.root === 'shared' || !node.answer || node.answer.length === 0) continue;
    const key = `${node.origin}|${node.answer.join('.')}`;
    const known = byAnswer.get(key);
    if (known) {
      known.definitions.push(node);
      continue;
    }
    if (node.via !== 'property' && node.via !== 'items') continue; // reached through its property first
    if (!uis.has(node.origin)) uis.set(node.origin, uiOf(node.origin, documents));
    const parent = byAnswer.get(`${node.origin}|${node.answer.slice(0, -1).join('.')}`);
    const container = parent ? parent.ui : (uis.get(node.origin) as JsonObject);
    const last = node.answer.at(-1) as string;
    const ui = container[last === '*' ? 'items' : last];
    byAnswer.set(key, {
      origin: node.origin,
      answer: node.answer,
      place: node,
      definitions: [node],
      ui: isObject(ui) ? ui : {},
      parent,
    });
  }
  return [...byAnswer.values()];
});
