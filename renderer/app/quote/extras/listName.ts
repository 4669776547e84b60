import type { OptionLists } from '../../../engine/form/OptionsContext';
import { engineText } from '../../form/formText';

/**
 * The name of a coded answer in its reference list, 'Unknown' when the list has no such code;
 * the code itself until the list has loaded.
 */
export function listName(lists: OptionLists, list: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const options = lists(list);
  if (!options) return String(value);
  return options.find((option) => option.value === String(value))?.name ?? engineText.unknownOption;
}
