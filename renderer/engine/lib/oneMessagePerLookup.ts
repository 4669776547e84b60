import type { UiSchema } from '@rjsf/utils';
import type { FieldError } from '../form/FormStatusContext';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The object path and rank of an answer a lookup widget fills (`ui:options.lookupFields`). */
function lookupOf(uiSchema: UiSchema, path: string): { owner: string; rank: number } | undefined {
  const segments = path.split('.');
  let ui: unknown = uiSchema;
  for (const [index, segment] of segments.entries()) {
    if (!isNode(ui)) return undefined;
    const options = ui['ui:options'];
    const fields = isNode(options) && Array.isArray(options.lookupFields) ? options.lookupFields : [];
    const rank = fields.indexOf(segment);
    if (rank >= 0) return { owner: segments.slice(0, index).join('.'), rank };
    ui = /^\d+$/.test(segment) ? ui.items : ui[segment];
  }
  return undefined;
}

/**
 * The errors as a step's summary lists them: the answers a lookup widget fills count as one
 * question, the widget's, with the one message the widget shows (that of the first of its
 * `lookupFields` in error), where the first of them stood; the others are as they are.
 */
export function oneMessagePerLookup(errors: readonly FieldError[], uiSchema: UiSchema): FieldError[] {
  const shown = new Map<string, { error: FieldError; rank: number }>();
  for (const error of errors) {
    const lookup = lookupOf(uiSchema, error.path);
    if (!lookup) continue;
    const before = shown.get(lookup.owner);
    if (!before || lookup.rank < before.rank) shown.set(lookup.owner, { error, rank: lookup.rank });
  }
  if (shown.size === 0) return [...errors];
  const placed = new Set<string>();
  return errors.flatMap((error) => {
    const lookup = lookupOf(uiSchema, error.path);
    if (!lookup) return [error];
    if (placed.has(lookup.owner)) return [];
    placed.add(lookup.owner);
    return [shown.get(lookup.owner)!.error];
  });
}
