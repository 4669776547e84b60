import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { itemsOf, partsOf, questionsOf } from '../../../journey/src/steps/schemaResolver';
import { itemTitle, type ItemTitleOptions } from './itemTitle';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function titleOf(definitions: readonly Node[], ui: Node | undefined): string | undefined {
  if (typeof ui?.['ui:title'] === 'string') return ui['ui:title'];
  return definitions.map((d) => d.title).find((t): t is string => typeof t === 'string');
}

function isLookupField(ui: Node | undefined, segment: string): boolean {
  const options = ui?.['ui:options'];
  return isNode(options) && Array.isArray(options.lookupFields) && options.lookupFields.includes(segment);
}

/**
 * How the form names the question at a dotted data path ("trip.leader.date_of_birth"): its
 * `ui:title` or schema title, the title of an object drawn by one widget for an answer inside it
 * (the address for its first line), and the item's title in front for a question of a repeater
 * item ("Guest 1: What is their first name?"). An answer a lookup fills is named by the lookup's
 * object. Undefined when the path names nothing with a title.
 */
export function questionTitle(schema: RJSFSchema, uiSchema: UiSchema, path: string): string | undefined {
  const root = schema as Node;
  let definitions = partsOf(root, undefined, root);
  let ui: Node | undefined = uiSchema;
  const items: string[] = [];
  let owned: string | undefined;
  for (const segment of path.split('.')) {
    // An answer a lookup fills (its ui:options.lookupFields) is no question of the page: the lookup
    // is, named by its object's title if it has one, else not at all (its message says enough).
    if (isLookupField(ui, segment)) {
      const lookup = titleOf(definitions, ui);
      return lookup === undefined ? undefined : [...items, lookup].join(': ');
    }
    const index = /^\d+$/.test(segment) ? Number(segment) : undefined;
    if (index !== undefined) {
      const options = (ui?.['ui:options'] ?? {}) as ItemTitleOptions;
      const fallback = titleOf(definitions, undefined) ?? '';
      if (ui?.['ui:widget'] === 'repeater') items.push(itemTitle(options, index, fallback));
      definitions = itemsOf(definitions, undefined, root);
      ui = isNode(ui?.items) ? ui.items : undefined;
    } else {
      definitions = questionsOf(definitions, undefined, root).get(segment) ?? [];
      ui = isNode(ui?.[segment]) ? (ui[segment] as Node) : undefined;
    }
    if (definitions.length === 0) return undefined;
    definitions = definitions.flatMap((d) => partsOf(d, undefined, root));
    // An object drawn whole by a widget is one question: its answers are named by it.
    const widget = ui?.['ui:widget'];
    const partly = isNode(ui?.['ui:options']) && 'lookupFields' in ui['ui:options'];
    const isObject = definitions.some((d) => d.type === 'object');
    if (!owned && isObject && typeof widget === 'string' && !partly) owned = titleOf(definitions, ui);
  }
  const question = owned ?? titleOf(definitions, ui);
  if (!question) return undefined;
  return [...items, question].join(': ');
}
