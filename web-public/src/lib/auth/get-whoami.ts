import { getQueryFn } from '@ringbook/web-shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setSignedInHint, useSignedInHint } from './signed-in-hint';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';

export type WhoAmI = ApiAnswer<'GET /portal/whoami'>;

export const whoamiQueryOptions = () =>
  queryOptions({
    queryKey: ['/portal/whoami'],
    queryFn: getQueryFn<WhoAmI>({ on401: 'returnNull' }),
  });

/** The signed-in owner, or null; asked only when this browser signed in through the site. */
export function useWhoami() {
  const hinted = useSignedInHint();
  const query = useQuery({ ...whoamiQueryOptions(), enabled: hinted });
  const expired = hinted && query.isSuccess && query.data === null;
  useEffect(() => {
    if (expired) setSignedInHint(false);
  }, [expired]);
  return hinted ? (query.data ?? null) : null;
}
