import type { UiSchema } from '@rjsf/utils';
import { getAt, setAt } from './paths';

/** Answers the app already knows, by dotted data path ("home.rooms"); absent means unknown. */
export type KnownAnswers = Readonly<Record<string, unknown>>;

/** The ui:options flag of a question that is not asked while its answer is known. */
export const HIDDEN_WHEN_KNOWN = 'hiddenWhenLookupKnown';

const isKnown = (value: unknown) => value !== undefined && value !== null && value !== '';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The data paths of the questions marked `ui:options.hiddenWhenLookupKnown` in a ui schema. The
 * items of a list are not walked: a known answer names one place, not one per item.
 */
export function knownAnswerPaths(uiSchema: UiSchema, prefix = ''): string[] {
  const found: string[] = [];
  for (const [key, node] of Object.entries(uiSchema)) {
    if (key.startsWith('ui:') || key === 'items' || !isRecord(node)) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const options = node['ui:options'];
    if (isRecord(options) && options[HIDDEN_WHEN_KNOWN] === true) found.push(path);
    found.push(...knownAnswerPaths(node as UiSchema, path));
  }
  return found;
}

/** The ui schema with every marked question whose answer is known drawn hidden. */
export function hideKnownQuestions(uiSchema: UiSchema, known: KnownAnswers): UiSchema {
  let result = uiSchema;
  for (const path of knownAnswerPaths(uiSchema)) {
    if (!isKnown(known[path])) continue;
    const node = getAt(result, path) as UiSchema;
    result = setAt(result, path, { ...node, 'ui:widget': 'hidden' }) as UiSchema;
  }
  return result;
}

/**
 * The answers at `paths` set to what is known. An answer that was filled from a value no longer
 * known (the customer looked up another one, or chose to answer by hand) is removed, so the
 * question is asked afresh; an answer the customer gave is kept. Returns `data` itself when
 * nothing changes.
 */
export function fillKnownAnswers<T extends Record<string, unknown>>(
  data: T,
  paths: readonly string[],
  previous: KnownAnswers,
  known: KnownAnswers,
): T {
  let result: Record<string, unknown> = data;
  for (const path of paths) {
    const current = getAt(result, path);
    if (isKnown(known[path])) {
      if (current !== known[path]) result = setAt(result, path, known[path]);
    } else if (isKnown(previous[path]) && current === previous[path]) {
      result = setAt(result, path, undefined);
    }
  }
  return result as T;
}
