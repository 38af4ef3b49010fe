import type { MockAnswer } from '@ringbook/web-shared/testing/mock-fetch.ts';
import { addDays, todayIn } from '../../../lib/zoned-time';
import { analytics, portalServer } from '../../../testing/owner';
import type { Appointment } from '../../../lib/api/appointments';
import type { ReceptionistStatus } from '../../../lib/api/receptionist-status';
import type { Analytics, AnalyticsDay } from '../../../lib/api/analytics';

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
  afterHoursCalls: 0,
  series: series(30),
  ...fields,
});

export const notSetUp = {
  status: 'not_started',
  receptionistActive: false,
  phoneNumber: null,
  formattedPhoneNumber: null,
};

type OverviewData = {
  appointments?: Appointment[];
  analytics?: Partial<Analytics>;
  receptionist?: Partial<ReceptionistStatus>;
  bookingCalendar?: 'builtin' | 'calcom';
  /** Answers the appointment lists with this instead (a failure, say). */
  appointmentsAnswer?: () => MockAnswer | undefined;
};

function appointmentPage(all: Appointment[], params: URLSearchParams) {
  const from = params.get('from');
  const to = params.get('to');
  const status = params.get('status');
  const page = Number(params.get('page') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? 50);
  const matching = all
    .filter((a) => (!from || a.date >= from) && (!to || a.date <= to) && (!status || a.status === status))
    .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
  const appointments = matching.slice((page - 1) * pageSize, page * pageSize);
  return { appointments, total: matching.length, page, pageSize };
}

/** The overview's server: appointments filtered and paged like the real one, and the rest of the page's calls. */
export function overviewServer(data: OverviewData = {}) {
  const portal = portalServer();
  return (url: string): MockAnswer => {
    const { pathname, searchParams } = new URL(url, 'http://portal.test');
    switch (pathname) {
      case '/api/dashboard/appointments':
        return data.appointmentsAnswer?.() ?? { body: appointmentPage(data.appointments ?? [], searchParams) };
      case '/api/dashboard/analytics':
        return { body: fullAnalytics(data.analytics) };
      case '/api/receptionist/status':
        return { body: { ...notSetUp, ...data.receptionist } };
      case '/calendars/settings':
        return { body: { bookingCalendar: data.bookingCalendar ?? 'builtin' } };
      case '/api/dashboard/call-logs':
        return { body: { calls: [], nextBefore: null } };
      case '/api/dashboard/callbacks':
        return { body: { callbacks: [] } };
      default:
        return portal(url);
    }
  };
}
