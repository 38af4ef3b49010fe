import { getJson } from '@ringbook/web-shared';
import { withQuery } from '@ringbook/web-shared/api/query-string.ts';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';
import { useQuery } from '@tanstack/react-query';

export type WaitlistSettings = ApiAnswer<'GET /api/waitlist/settings'>;

export const SETTINGS = '/api/waitlist/settings';
export const waitlistSettingsQueryKey = (location: string | undefined) => [SETTINGS, { location: location ?? '' }];

/** How long an offer is held, and the location's quiet hours. */
export function useWaitlistSettings(location: string | undefined) {
  return useQuery<WaitlistSettings>({
    queryKey: waitlistSettingsQueryKey(location),
    queryFn: ({ signal }) => getJson<WaitlistSettings>(withQuery(SETTINGS, { location }), signal),
  });
}
