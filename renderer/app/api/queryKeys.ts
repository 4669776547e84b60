/** Query keys of the server state, in one place so invalidation and reads agree. */
export const queryKeys = {
  proposal: (uuid: string) => ['proposal', uuid] as const,
  lists: () => ['lists'] as const,
  list: (name: string) => ['lists', name] as const,
};
