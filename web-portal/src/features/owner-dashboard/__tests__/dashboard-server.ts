import type { MockAnswer } from '@ringbook/web-shared/testing/mock-fetch.ts';
import { analytics, portalServer } from '../../../testing/owner';

type Row = { id: string; date: string; time: string; customerName: string; service: string; status: string };

const appointment = ({ id, date, time, customerName, service, status }: Row) => ({
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
  phoneNumber: `+1415555010${index}`,
  notes: `Call note ${index}`,
  timestamp: '2030-07-01T14:00:00Z',
  duration: 60 + index,
  outcome: 'booked',
  transcript: null,
  recordingUrl: null,
  summary: null,
  sentiment: null,
  appointmentId: null,
  inProgress: false,
}));

export const receptionist = {
  status: 'ready',
  receptionistActive: true,
  phoneNumber: '+18005550123',
  formattedPhoneNumber: '(800) 555-0123',
  calcomConnected: false,
  calcomDefaultEventTypeId: null,
  serviceEventTypeMappings: [],
  businessInfo: { aiName: 'Brian' },
  staff: [],
  services: [],
};

function listAppointments(url: URL) {
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '9999';
  const status = url.searchParams.get('status');
  const pageSize = Number(url.searchParams.get('pageSize') ?? 50);
  const matching = appointments
    .filter((a) => a.date >= from && a.date <= to && (!status || a.status === status))
    .sort((a, b) => `${a.date}${a.time}`.localeCompare(`${b.date}${b.time}`));
  return { appointments: matching.slice(0, pageSize), total: matching.length, page: 1, pageSize };
}

/** The owner dashboard's server; `overrides(url)` may answer first. */
export function dashboardServer(overrides: (url: string) => MockAnswer | undefined = () => undefined) {
  const portal = portalServer();
  return (raw: string): MockAnswer => {
    const answer = overrides(raw);
    if (answer) return answer;
    const url = new URL(raw, 'http://portal.test');
    switch (url.pathname) {
      case '/api/dashboard/appointments':
        return { body: listAppointments(url) };
      case '/api/dashboard/analytics':
        return { body: { ...analytics, timezone: 'America/New_York' } };
      case '/api/dashboard/call-logs':
        return { body: { calls: calls.slice(0, Number(url.searchParams.get('limit'))), nextBefore: null } };
      case '/api/receptionist/status':
        return { body: receptionist };
      case '/portal/tenants/settings':
        return { body: { name: 'Bella Salon', timezone: 'America/New_York', hours: { start: '09:00', end: '18:00' } } };
      default:
        return portal(raw);
    }
  };
}
