import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';
import { useQuery } from '@tanstack/react-query';

/** One of the connected Cal.com account's event types. */
export type CalcomEventType = ApiAnswer<'GET /calcom/event-types'>[number];

export const calcomEventTypesQueryKey = ['/calcom/event-types'];

export function useCalcomEventTypes() {
  return useQuery<CalcomEventType[]>({ queryKey: calcomEventTypesQueryKey });
}
