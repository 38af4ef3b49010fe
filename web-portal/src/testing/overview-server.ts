import type { RouteAnswer } from '@ringbook/web-shared/testing/api-server.ts';
import { addDays, todayIn } from '../lib/zoned-time';
import { analytics, portalServer } from './owner';
import { notSetUp } from './salon';
import type { Appointment, AppointmentPage } from '../lib/api/appointments';
import type { CalendarSettings } from '../lib/api/calendar-settings';
import type { ReceptionistStatus } from '../lib/api/receptionist-status';
import type { Analytics, AnalyticsDay } from '../lib/api/analytics';
import type { WhoAmI } from '../lib/api/whoami';

export const TIME_ZONE = 'America/New_York';
export const today = () => todayIn(TIME_ZONE);

let lastId = 0;

export function appointment(fields: Partial<Appointment> = {}): Appointment {
  lastId += 1;
  return {
    id: `appt-${lastId}`,
    date: today(),
    time: '10:00',
    customerName: 'Jane Doe',
    customerPhone: '+15550101234',
    customerEmail: '',
    service: 'Haircut',
    duration: 45,
    price: 45,
    status: 'scheduled',
    serviceId: 'haircut',
    staffId: 'ana',
    staffName: 'Ana Ruiz',
    startsAt: '',
    endsAt: '',
    notes: '',
    source: 'owner',
    cancelReason: '',
    bookedAt: '2030-03-01T10:00:00-05:00',
    language: 'en',
    ...fields,
  };
}

export function series(days: number, values: (index: number) => Partial<AnalyticsDay> = () => ({})): AnalyticsDay[] {
  const first = addDays(today(), -(days - 1));
  return Array.from({ length: days }, (_, index) => ({
    date: addDays(first, index),
    calls: 0,
    bookings: 0,
    revenue: 0,
    ...values(index),
  }));
}

export const fullAnalytics = (fields: Partial<Analytics> = {}): Analytics => ({
  ...analytics,
  from: addDays(today(), -29),
  to: today(),
  timezone: TIME_ZONE,
  totalBookings: 0,
  recoveredRevenue: 0,
  textBookings: 0,
  textRevenue: 0,
  waitlistRefills: 0,
  waitlistRevenue: 0,
  afterHoursCalls: 0,
  series: series(30),
  ...fields,
});

const notConnected = { connected: false, status: 'not_connected', account: '', authKind: null, defaultEventTypeId: null };

const calendarSettings = (bookingCalendar: CalendarSettings['bookingCalendar']): CalendarSettings => ({
  bookingCalendar,
  bookingWindowDays: 90,
  calcom: notConnected,
  google: notConnected,
});

type OverviewData = {
  /** Who the owner is, over the portal's usual owner. */
  whoAmI?: Partial<WhoAmI>;
  appointments?: Appointment[];
  analytics?: Partial<Analytics>;
  receptionist?: Partial<ReceptionistStatus>;
  bookingCalendar?: 'builtin' | 'calcom';
  /** Answers the appointment lists with this instead (a failure, say). */
  appointmentsAnswer?: () => RouteAnswer<'GET /api/dashboard/appointments'> | undefined;
};

function appointmentPage(all: Appointment[], params: URLSearchParams): AppointmentPage {
  const from = params.get('from');
  const to = params.get('to');
  const status = params.get('status');
  const page = Number(params.get('page') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? 50);
  const matching = all
    .filter((a) => (!from || a.date >= from) && (!to || a.date <= to) && (!status || a.status === status))
    .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
  const appointments = matching.slice((page - 1) * pageSize, page * pageSize);
  const priceTotal = matching.reduce((sum, appointment) => sum + appointment.price, 0);
  return { appointments, total: matching.length, priceTotal, page, pageSize };
}

/** The overview's server: appointments filtered and paged like the real one, and the rest of the page's calls.
 * Returns the requests it answered. */
export function overviewServer(data: OverviewData = {}) {
  return portalServer(
    data.whoAmI,
    {
      'GET /api/dashboard/appointments': ({ url }) =>
        data.appointmentsAnswer?.() ?? { body: appointmentPage(data.appointments ?? [], url.searchParams) },
      'GET /api/dashboard/analytics': () => ({ body: fullAnalytics(data.analytics) }),
      'GET /api/receptionist/status': () => ({ body: { ...notSetUp, ...data.receptionist } }),
      'GET /calendars/settings': () => ({ body: calendarSettings(data.bookingCalendar ?? 'builtin') }),
      'GET /api/dashboard/call-logs': () => ({ body: { calls: [], nextBefore: null } }),
      'GET /api/dashboard/callbacks': () => ({ body: { callbacks: [] } }),
    },
  );
}
