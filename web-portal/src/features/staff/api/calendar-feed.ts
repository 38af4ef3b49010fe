import { getJson } from '@ringbook/web-shared';
import { useQuery } from '@tanstack/react-query';
import { staffMemberQueryKey } from '../../../lib/api/staff';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';

/** A built-in calendar's private iCalendar feed: anyone holding the link can read the member's appointments. */
export type CalendarFeed = ApiAnswer<'GET /calendars/feeds/{staffId}'>;

export const calendarFeedQueryKey = (staffId: string) => [...staffMemberQueryKey(staffId), 'feed'];

/** GET /calendars/feeds/{staffId}: the link is made on first request and stays the same until revoked. */
export function useCalendarFeed(staffId: string, enabled: boolean) {
  return useQuery<CalendarFeed>({
    queryKey: calendarFeedQueryKey(staffId),
    queryFn: ({ signal }) => getJson<CalendarFeed>(`/calendars/feeds/${encodeURIComponent(staffId)}`, signal),
    enabled,
  });
}
