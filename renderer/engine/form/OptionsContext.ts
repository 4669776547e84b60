import { createContext, use } from 'react';

/** One choice of a named option list. */
export interface Option {
  name: string;
  value: string;
}

/** The option lists the app provides by key ("occupation_role"); undefined while loading. */
export type OptionLists = (key: string) => readonly Option[] | undefined;

export const OptionsContext = createContext<OptionLists>(() => undefined);

/** The options of a list, `[]` while they load. */
export function useOptions(key: string | undefined): readonly Option[] {
  const lists = use(OptionsContext);
  return (key ? lists(key) : undefined) ?? [];
}
