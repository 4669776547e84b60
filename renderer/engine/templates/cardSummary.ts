import type { OptionLists } from '../form/OptionsContext';
import { isoToDisplay } from '../lib/dateText';
import { listAt } from '../lib/listAt';
import { getAt } from '../lib/paths';

/**
 * The lines of a repeater card: each summary key's answer (a dotted path in the item), a date as
 * DD/MM/YYYY, a coded answer by the name of its option (the list its question names in the
 * item's schema), 'Unknown' when no option matches.
 */
export function cardSummary(
  item: Record<string, unknown>,
  keys: readonly string[],
  itemSchema: Record<string, unknown>,
  lists: OptionLists,
  unknown: string,
): string[] {
  return keys.flatMap((key) => {
    const value = getAt(item, key);
    if (value === undefined || value === null || value === '') return [];
    const list = listAt(itemSchema, key);
    if (list !== undefined) {
      return [lists(list)?.find((o) => o.value === String(value))?.name ?? unknown];
    }
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return [isoToDisplay(value)];
    return typeof value === 'object' ? [] : [String(value)];
  });
}
