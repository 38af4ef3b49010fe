import { apiServer, type RouteHandlers } from '@ringbook/web-shared/testing/api-server.ts';
import type { Appointment } from '../../../lib/api/appointments';
import type { ReceptionistStatus } from '../../../lib/api/receptionist-status';
import { analytics, portalServer } from '../../../testing/owner';
import { notSetUp, savedSettings } from '../../../testing/salon';

type Row = { id: string; date: string; time: string; customerName: string; service: string; status: string };

const appointment = ({ id, date, time, customerName, service, status }: Row): Appointment => ({
  id,
  date,
  time,
  customerName,
  customerPhone: '+14155550100',
  customerEmail: '',
  service,
  duration: 45,
  price: 45,
  status,
  serviceId: service.toLowerCase(),
  staffId: 'ana',
  staffName: 'Ana Ruiz',
  startsAt: `${date}T${time}:00-04:00`,
  endsAt: `${date}T${time}:00-04:00`,
  notes: '',
  source: 'owner',
  cancelReason: '',
  bookedAt: `${date}T08:00:00-04:00`,
  language: 'en',
});

/** Monday 2030-07-01 is "today" in the tests (New York). */
export const appointments = [
  appointment({ id: 'y1', date: '2030-06-30', time: '10:00', customerName: 'Yesterday Client', service: 'Haircut', status: 'completed' }),
  appointment({ id: 't1', date: '2030-07-01', time: '09:30', customerName: 'Mia Wong', service: 'Haircut', status: 'scheduled' }),
  appointment({ id: 't2', date: '2030-07-01', time: '14:00', customerName: 'Leo Park', service: 'Color', status: 'scheduled' }),
  appointment({ id: 't3', date: '2030-07-01', time: '11:00', customerName: 'Gone Girl', service: 'Haircut', status: 'cancelled' }),
  ...['02', '03', '04', '05', '06', '07', '08'].map((day, index) =>
    appointment({ id: `u${index}`, date: `2030-07-${day}`, time: '10:00', customerName: `Client ${day}`, service: 'Haircut', status: 'scheduled' }),
  ),
  appointment({ id: 'late', date: '2030-07-09', time: '10:00', customerName: 'Too Late', service: 'Haircut', status: 'scheduled' }),
];

export const calls = Array.from({ length: 5 }, (_, index) => ({
  id: `c${index}`,
  locationId: 'bella',
  phoneNumber: `+1415555010${index}`,
  notes: `Call note ${index}`,
  timestamp: '2030-07-01T14:00:00Z',
  duration: 60 + index,
  outcome: 'booked',
  transcript: '',
  recordingUrl: '',
  recordingExpired: false,
  summary: '',
  sentiment: '',
  appointmentId: null,
  inProgress: false,
}));

export const receptionist: ReceptionistStatus = {
  ...notSetUp,
  status: 'ready',
  receptionistActive: true,
  phoneNumber: '+18005550123',
  formattedPhoneNumber: '(800) 555-0123',
  businessInfo: { ...notSetUp.businessInfo, aiName: 'Brian' },
};

function listAppointments(url: URL) {
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '9999';
  const status = url.searchParams.get('status');
  const pageSize = Number(url.searchParams.get('pageSize') ?? 50);
  const matching = appointments
    .filter((a) => a.date >= from && a.date <= to && (!status || a.status === status))
    .sort((a, b) => `${a.date}${a.time}`.localeCompare(`${b.date}${b.time}`));
  const priceTotal = matching.reduce((sum, appointment) => sum + appointment.price, 0);
  return { appointments: matching.slice(0, pageSize), total: matching.length, priceTotal, page: 1, pageSize };
}

const notConnected = { connected: false, status: 'not_connected', account: '', authKind: null, defaultEventTypeId: null };

/** The owner dashboard's server; `overrides` answer over it. Returns the requests it answered. */
export function dashboardServer(overrides: RouteHandlers = {}) {
  portalServer(
    {},
    {
      'GET /api/dashboard/appointments': ({ url }) => ({ body: listAppointments(url) }),
      'GET /api/dashboard/analytics': () => ({ body: { ...analytics, timezone: 'America/New_York' } }),
      'GET /api/dashboard/call-logs': ({ url }) => ({
        body: { calls: calls.slice(0, Number(url.searchParams.get('limit'))), nextBefore: null },
      }),
      'GET /api/receptionist/status': () => ({ body: receptionist }),
      'GET /portal/tenants/settings': () => ({ body: savedSettings }),
      'GET /calendars/settings': () => ({
        body: { bookingCalendar: 'builtin', bookingWindowDays: 90, calcom: notConnected, google: notConnected },
      }),
    },
  );
  return apiServer(overrides);
}
