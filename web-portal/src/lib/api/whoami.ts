import { useQuery } from '@tanstack/react-query';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';

export type WhoAmI = ApiAnswer<'GET /portal/whoami'>;

export const WHOAMI_URL = '/portal/whoami';

export const whoAmIQueryKey = [WHOAMI_URL];

export function useWhoAmI() {
  return useQuery<WhoAmI>({ queryKey: whoAmIQueryKey });
}
