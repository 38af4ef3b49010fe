import { useQuery } from '@tanstack/react-query';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';

/** A Cal.com event type; with the built-in calendar, one of the salon's services in the same shape. */
export type EventType = ApiAnswer<'GET /calcom/event-types'>[number];

export const eventTypesQueryKey = ['/calcom/event-types'];

/** Asked only while the booking calendar is connected. */
export function useEventTypes(enabled: boolean) {
  return useQuery<EventType[]>({ queryKey: eventTypesQueryKey, enabled });
}
