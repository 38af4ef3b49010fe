import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../query-client';

describe('createQueryClient', () => {
  it('never refetches on its own and never retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();

    expect(queries).toMatchObject({
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
      retry: false,
    });
    expect(typeof queries?.queryFn).toBe('function');
    expect(mutations?.retry).toBe(false);
  });
});
