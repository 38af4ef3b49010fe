import { apiServer, type RouteHandlers } from '@ringbook/web-shared/testing/api-server.ts';
import type { Analytics } from '../lib/api/analytics';
import type { WhoAmI } from '../lib/api/whoami';
import { notSetUp, savedSettings } from './salon';

export const owner: WhoAmI = {
  tenant: { id: 'bella', name: 'Bella Salon' },
  user: { id: 'owner-ana', fullName: 'Ana Salon', email: 'ana@salon.test' },
  onboardingComplete: true,
  locations: [{ id: 'bella', name: 'Bella Salon', position: 0 }],
};

export const analytics: Analytics = {
  totalCalls: 1234,
  conversionRate: 42.456,
  successfulBookings: 87,
  missedOpportunities: 5,
  totalBookings: 295,
  totalRevenue: 12345.5,
  averageBookingValue: 41.9,
  todayAppointments: 3,
  upcomingThisWeek: 11,
  from: '2026-10-28',
  to: '2026-11-26',
  timezone: 'America/New_York',
  afterHoursCalls: 0,
  recoveredRevenue: 0,
  textBookings: 0,
  textRevenue: 0,
  waitlistRefills: 0,
  waitlistRevenue: 0,
  series: Array.from({ length: 30 }, (_, index) => ({
    date: new Date(Date.UTC(2026, 9, 28 + index)).toISOString().slice(0, 10),
    calls: 0,
    bookings: 0,
    revenue: 0,
  })),
};

const notConnected = { connected: false, status: 'not_connected', account: '', authKind: null, defaultEventTypeId: null };

/** A page of no appointments, as asked for. */
const noAppointments = (params: URLSearchParams) => ({
  appointments: [],
  total: 0,
  priceTotal: 0,
  page: Number(params.get('page') ?? 1),
  pageSize: Number(params.get('pageSize') ?? 50),
});

/** The portal's server for this test: who-am-I answers `whoAmI`, the analytics answer `analytics`, the salon's
 * settings are `savedSettings` (the shell reads them ahead), signing out succeeds, the rest of what the pages read
 * is empty (no services, staff, appointments, calls or call-backs; the receptionist not set up, no calendar
 * connected), and `routes`
 * answer what they handle (over all those). Returns the requests it answered. */
export function portalServer(whoAmI: Partial<WhoAmI> = {}, routes: RouteHandlers = {}) {
  apiServer({
    'GET /portal/whoami': () => ({ body: { ...owner, ...whoAmI } }),
    'GET /api/dashboard/analytics': () => ({ body: analytics }),
    'GET /portal/tenants/settings': () => ({ body: savedSettings }),
    'POST /api/auth/logout': () => ({ body: { ok: true } }),
    'GET /portal/tenants/services': () => ({ body: [] }),
    'GET /staff/calendars': () => ({ body: { staff: [] } }),
    'GET /api/dashboard/appointments': ({ url }) => ({ body: noAppointments(url.searchParams) }),
    'GET /api/dashboard/call-logs': () => ({ body: { calls: [], nextBefore: null } }),
    'GET /api/dashboard/callbacks': () => ({ body: { callbacks: [] } }),
    'GET /api/receptionist/status': () => ({ body: notSetUp }),
    'GET /calendars/settings': () => ({
      body: { bookingCalendar: 'builtin', bookingWindowDays: 90, calcom: notConnected, google: notConnected },
    }),
  });
  return apiServer(routes);
}
