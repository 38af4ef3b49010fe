import { useQuery } from '@tanstack/react-query';

/** A Cal.com event type; with the built-in calendar, one of the salon's services in the same shape. */
export type EventType = { id: number | string; title: string; lengthInMinutes: number; description?: string };

export const eventTypesQueryKey = ['/calcom/event-types'];

/** Asked only while the booking calendar is connected. */
export function useEventTypes(enabled: boolean) {
  return useQuery<EventType[]>({ queryKey: eventTypesQueryKey, enabled });
}
