import { getJson } from '@ringbook/web-shared';
import { useQuery } from '@tanstack/react-query';
import { callbacksQueryKey } from '../../../lib/api/query-keys';

export type CallbackUrgency = 'low' | 'normal' | 'urgent';

/** A caller's request to be called back, taken by the AI receptionist. */
export type Callback = {
  id: string;
  name: string;
  phone: string;
  reason: string;
  urgency: CallbackUrgency;
  /** When the caller would like the call, in their words; empty when they did not say. */
  bestTime: string;
  done: boolean;
  doneAt: string | null;
  createdAt: string | null;
  callId: string;
  /** The caller's language (en, es, fr, de, it, pt); empty when not known. */
  language?: string;
  /** `late`: the caller is running late for today's appointment (the salon was texted at once). */
  kind?: 'callback' | 'late';
};

export type CallbackList = { callbacks: Callback[] };

export const openCallbacksQueryKey = [...callbacksQueryKey, { done: false }];

/** The open requests, newest first. Marking one done keeps it in this list (ticked) until the next visit. */
export function useOpenCallbacks() {
  return useQuery<CallbackList, Error, Callback[]>({
    queryKey: openCallbacksQueryKey,
    queryFn: ({ signal }) => getJson<CallbackList>('/api/dashboard/callbacks?done=false', signal),
    select: (list) => list.callbacks ?? [],
  });
}
