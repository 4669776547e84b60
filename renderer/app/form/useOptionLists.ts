import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { OptionLists } from '../../engine/form/OptionsContext';
import { getLists } from '../api/listApi';
import { queryKeys } from '../api/queryKeys';

/** Every reference list, by key ("insurer.person_title" is `person_title`), for the form's widgets. */
export function useOptionLists(): OptionLists {
  const { data } = useQuery({ queryKey: queryKeys.lists(), queryFn: getLists, staleTime: Infinity });
  return useCallback(
    (key: string) => data?.lists.find((list) => list.name.split('.')[1] === key)?.options,
    [data],
  );
}
