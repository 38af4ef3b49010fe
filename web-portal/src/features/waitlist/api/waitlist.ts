import { apiRequest, getJson, toast } from '@ringbook/web-shared';
import { withQuery } from '@ringbook/web-shared/api/query-string.ts';
import type { ApiAnswer, ApiBody } from '@ringbook/web-shared/api/routes.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showError } from '../../../lib/error-toast';
import { liveListOptions } from '../../../lib/live-lists';

export type WaitlistPage = ApiAnswer<'GET /api/waitlist'>;
export type WaitlistEntry = WaitlistPage['entries'][number];
export type NewWaitlistEntry = ApiBody<'POST /api/waitlist'>;
export type WaitlistSettings = ApiAnswer<'GET /api/waitlist/settings'>;

const WAITLIST = '/api/waitlist';
const SETTINGS = '/api/waitlist/settings';
export const waitlistQueryKey = [WAITLIST] as const;
const settingsKey = (location: string | undefined) => [SETTINGS, { location: location ?? '' }];
const listKey = (location: string | undefined) => [...waitlistQueryKey, 'entries', { location: location ?? '' }];

/** The location's waiting clients in the order they joined (`location` undefined: the only location). */
export function useWaitlist(location: string | undefined) {
  return useQuery<WaitlistPage, Error, WaitlistEntry[]>({
    ...liveListOptions,
    queryKey: listKey(location),
    queryFn: ({ signal }) => getJson<WaitlistPage>(withQuery(WAITLIST, { location }), signal),
    select: (page) => page.entries,
  });
}

export function useAddToWaitlist(location: string | undefined, onAdded: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entry: NewWaitlistEntry): Promise<WaitlistEntry> => {
      const response = await apiRequest('POST', WAITLIST, { ...entry, location });
      return (await response.json()) as WaitlistEntry;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listKey(location) });
      onAdded();
    },
  });
}

export function useRemoveFromWaitlist(location: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `${WAITLIST}/${encodeURIComponent(id)}`);
      return id;
    },
    onSuccess: (id) =>
      queryClient.setQueryData<WaitlistPage>(listKey(location), (page) =>
        page ? { entries: page.entries.filter((entry) => entry.id !== id) } : page,
      ),
    onError: (error) => showError(error, "We couldn't remove the client. Please try again."),
  });
}

export function useWaitlistSettings(location: string | undefined) {
  return useQuery<WaitlistSettings>({
    queryKey: settingsKey(location),
    queryFn: ({ signal }) => getJson<WaitlistSettings>(withQuery(SETTINGS, { location }), signal),
  });
}

export function useSaveWaitlistSettings(location: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: ApiBody<'PUT /api/waitlist/settings'>): Promise<WaitlistSettings> => {
      const response = await apiRequest('PUT', withQuery(SETTINGS, { location }), settings);
      return (await response.json()) as WaitlistSettings;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey(location), saved);
      toast({ title: 'Saved', description: 'Your waitlist settings are saved.' });
    },
  });
}
