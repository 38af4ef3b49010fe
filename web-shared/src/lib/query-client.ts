import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

// Server data changes only through our own mutations, which invalidate what they touch,
// so background refetching would only add load and flicker.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
