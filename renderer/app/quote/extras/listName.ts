import type { OptionLists } from '../../../engine/form/OptionsContext';

/** The name of a coded answer in its reference list; the code itself until the list has loaded. */
export function listName(lists: OptionLists, list: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  return lists(list)?.find((option) => option.value === String(value))?.name ?? String(value);
}
