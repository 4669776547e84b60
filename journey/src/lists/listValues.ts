import type { ListValues } from '../../../schemas/src/keywords/index';

/**
 * The values of each reference list by its key ("insurer.occupation_role" is `occupation_role`),
 * as the `list` keyword wants them. An entry that is not a list is left out, for the schema check
 * of the lists to name it.
 */
export function listValues(lists: readonly unknown[]): ListValues {
  const values: Record<string, string[]> = {};
  for (const list of lists) {
    if (typeof list !== 'object' || list === null) continue;
    const { name, options } = list as { name?: unknown; options?: unknown };
    if (typeof name !== 'string' || !Array.isArray(options)) continue;
    values[name.slice(name.indexOf('.') + 1)] = options.flatMap((option: unknown) => {
      const value =
        typeof option === 'object' && option !== null ? (option as { value?: unknown }).value : undefined;
      return typeof value === 'string' ? [value] : [];
    });
  }
  return values;
}
