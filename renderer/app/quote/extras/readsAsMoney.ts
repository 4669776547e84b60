import { isObject } from '../../../../journey/src/steps/documentRefs';
import type { JsonObject } from '../../../../journey/src/steps/stepTypes';

/**
 * Whether a number answered through `ui` reads as money: its `ui:options.format` is "pounds", or
 * it names no format and its widget is one of `moneyWidgets` (those declaring it, see moneyWidgets).
 */
export function readsAsMoney(ui: JsonObject, moneyWidgets: readonly string[] = []): boolean {
  const options = isObject(ui['ui:options']) ? ui['ui:options'] : {};
  if (options.format !== undefined) return options.format === 'pounds';
  const widget = ui['ui:widget'];
  return typeof widget === 'string' && moneyWidgets.includes(widget);
}
