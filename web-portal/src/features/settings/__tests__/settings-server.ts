import { apiServer, type RouteHandlers } from '@ringbook/web-shared/testing/api-server.ts';
import type { CalendarSettings } from '../../../lib/api/calendar-settings';
import { portalServer } from '../../../testing/owner';
import { savedSettings } from '../../../testing/salon';

const notConnected = { connected: false, status: 'not_connected', account: '', authKind: null, defaultEventTypeId: null };

/** What a save sent, without the fields it left empty. */
const given = <T extends object>(body: T) =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value != null)) as { [K in keyof T]?: NonNullable<T[K]> };

type SettingsPage = {
  /** How far ahead clients can book. */
  bookingWindowDays?: number;
  /** How long call recordings are kept. */
  retentionDays?: number;
};

/**
 * The Settings page's server: the salon's saved settings, its booking calendar and its recordings' retention, each
 * save answered with what was saved; `routes` answer over those. Returns the requests it answered.
 */
export function settingsServer({ bookingWindowDays = 90, retentionDays = 90 }: SettingsPage = {}, routes: RouteHandlers = {}) {
  const calendar: CalendarSettings = {
    bookingCalendar: 'builtin',
    bookingWindowDays,
    calcom: notConnected,
    google: notConnected,
  };
  portalServer();
  apiServer({
    'PUT /portal/tenants/settings': ({ body }) => ({
      body: {
        ...savedSettings,
        ...given(body),
        hours: { ...savedSettings.hours, ...body.hours },
        week: (body.week ?? savedSettings.week).map((day, index) => ({ ...savedSettings.week[index]!, ...given(day) })),
      },
    }),
    'GET /calendars/settings': () => ({ body: calendar }),
    'PUT /calendars/settings': ({ body }) => ({ body: { ...calendar, ...given(body) } }),
    'GET /api/receptionist/recordings/retention': () => ({ body: { days: retentionDays } }),
    'PUT /api/receptionist/recordings/retention': ({ body }) => ({ body }),
  });
  return apiServer(routes);
}
