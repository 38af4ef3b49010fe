import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';
import { apiServer, type RouteHandlers } from '@ringbook/web-shared/testing/api-server.ts';
import type { CalendarSettings } from '../../../lib/api/calendar-settings';
import { portalServer } from '../../../testing/owner';
import { savedSettings } from '../../../testing/salon';

const notConnected = { connected: false, status: 'not_connected', account: '', authKind: null, defaultEventTypeId: null };

/** The texting card's answer: nothing sent yet, the profile's details suggested, no number. */
const notRegistered: ApiAnswer<'GET /api/receptionist/texting/registration'> = {
  status: 'none',
  stage: '',
  reason: '',
  submittedAt: null,
  approvedAt: null,
  details: null,
  suggested: { legalName: savedSettings.name, street: savedSettings.address, city: '', state: '', postalCode: '' },
  numbers: [],
};

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
 * save answered with what was saved, and its texting registration, not sent yet; `routes` answer over those. Returns
 * the requests it answered.
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
    'GET /api/receptionist/texting/registration': () => ({ body: notRegistered }),
  });
  return apiServer(routes);
}
