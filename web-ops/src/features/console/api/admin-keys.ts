/** Every operator read sits under this key: one invalidation refreshes the whole console. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  list: (name: string, params: object) => [...adminKeys.all, name, params] as const,
};
