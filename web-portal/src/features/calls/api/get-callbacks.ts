import { getJson } from '@ringbook/web-shared';
import { withQuery } from '@ringbook/web-shared/api/query-string.ts';
import { useQuery } from '@tanstack/react-query';
import { callbacksQueryKey } from '../../../lib/api/query-keys';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';

/** A caller's request to be called back, taken by the AI receptionist: `bestTime` in the caller's words (empty
 * when not said), `language` empty when not known, `kind` `late` when the caller is running late for today's
 * appointment (the salon was texted at once); `urgency` low, normal or urgent. */
export type Callback = CallbackList['callbacks'][number];

export type CallbackList = ApiAnswer<'GET /api/dashboard/callbacks'>;

const [CALLBACKS] = callbacksQueryKey;

/** The open requests at one location, or without one at every location. */
export const openCallbacksQueryKey = (location?: string) => [...callbacksQueryKey, { done: false, location }];

/** The open requests, newest first. Marking one done keeps it in this list (ticked) until the next visit. */
export function useOpenCallbacks(location?: string) {
  return useQuery<CallbackList, Error, Callback[]>({
    queryKey: openCallbacksQueryKey(location),
    queryFn: ({ signal }) => getJson<CallbackList>(withQuery(CALLBACKS, { done: false, location }), signal),
    select: (list) => list.callbacks ?? [],
  });
}
