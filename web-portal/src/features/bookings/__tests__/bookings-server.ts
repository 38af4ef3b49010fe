import type { ApiBody } from '@ringbook/web-shared/api/routes.ts';
import { apiServer, type ApiCall, type RouteAnswer } from '@ringbook/web-shared/testing/api-server.ts';
import type { Appointment } from '../../../lib/api/appointments';
import type { Service } from '../../../lib/api/services';
import type { StaffMember } from '../../../lib/api/staff';
import type { Slot } from '../api/get-availability';
import { portalServer } from '../../../testing/owner';
import { savedSettings } from '../../../testing/salon';

export function appointment(change: Partial<Appointment> = {}): Appointment {
  return {
    id: 'a1',
    date: '2030-03-14',
    time: '15:30',
    customerName: 'Jane Doe',
    customerPhone: '+15551234567',
    customerEmail: 'jane@example.com',
    service: 'Haircut',
    duration: 45,
    price: 45,
    status: 'scheduled',
    serviceId: 'haircut',
    staffId: 'ana',
    staffName: 'Ana Ruiz',
    startsAt: '2030-03-14T15:30:00-04:00',
    endsAt: '2030-03-14T16:15:00-04:00',
    notes: '',
    source: 'owner',
    cancelReason: '',
    bookedAt: '2030-03-01T10:00:00-05:00',
    language: 'en',
    ...change,
  };
}

export const rows: Appointment[] = [
  appointment(),
  appointment({
    id: 'a2',
    customerName: 'Carl Diaz',
    status: 'completed',
    time: '09:00',
    price: 120,
    service: 'Colour',
    source: 'ai_receptionist',
  }),
  appointment({ id: 'a3', customerName: 'Zoe Adams', status: 'cancelled', time: '11:00' }),
  appointment({ id: 'a4', customerName: 'Amy Brown', status: 'no-show', time: '13:00' }),
  appointment({ id: 'a5', customerName: 'Max Lee', status: 'rescheduled-by-phone', time: '17:00' }),
];

export const services: Service[] = [
  { serviceId: 'haircut', name: 'Haircut', durationMin: 45, bufferMin: 15, price: 45, processingMin: 0, staffIds: null },
  { serviceId: 'colour', name: 'Colour', durationMin: 120, bufferMin: 0, price: 120, processingMin: 0, staffIds: null },
];

export const staff: StaffMember[] = [
  { staffId: 'ana', name: 'Ana Ruiz', email: null, title: 'Stylist', calendarId: 'builtin:1', calendarPending: false },
  { staffId: 'bo', name: 'Bo Chen', email: null, title: 'Stylist', calendarId: 'builtin:2', calendarPending: false },
];

export const slot = (day: string, time: string, staffId = 'ana', staffName = 'Ana Ruiz'): Slot => ({
  slotId: `slot-${day}-${time}-${staffId}`,
  start: `${day}T${time}:00-04:00`,
  end: `${day}T${time}:45-04:00`,
  staffId,
  staffName,
});

/** The route and its chunks load lazily; under a busy machine the first paint can take a while. */
export const FIRST_PAINT = { timeout: 5000 };

/** Dialog journeys click through many steps; they get more than the default five seconds. */
export const JOURNEY = { timeout: 20000 };

export const COUNTS = { all: 1234, scheduled: 800, completed: 300, revenue: 13500.5 };

type ServerOptions = {
  /** The list's page answer; `total` defaults to the number of rows. */
  list?: (params: URLSearchParams) => { appointments: Appointment[]; total?: number };
  create?: RouteAnswer<'POST /api/appointments'>;
  update?: RouteAnswer<'PATCH /api/appointments/{appointment_id}'>;
};

const path = (url: string) => new URL(url, 'http://portal.test');

/** What a booking or a change sent that an appointment shows too (the fields it left out stay as they were). */
const shown = (body: ApiBody<'POST /api/appointments'> | ApiBody<'PATCH /api/appointments/{appointment_id}'>) =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value != null)) as Partial<Appointment>;

/** The Idempotency-Key of each booking made in this test, in order. */
let keys: string[] = [];

/** The booking service as the Bookings screen sees it, over the portal's own answers. Returns the requests it
 * answered. */
export function bookingsServer({ list = () => ({ appointments: rows }), create, update }: ServerOptions = {}) {
  keys = [];
  return portalServer(
    {},
    {
      'GET /api/dashboard/appointments': ({ url: { searchParams } }) => {
        const pageSize = Number(searchParams.get('pageSize') ?? 50);
        if (pageSize === 1) {
          const status = searchParams.get('status');
          const total =
            status === 'scheduled' ? COUNTS.scheduled : status === 'completed' ? COUNTS.completed : COUNTS.all;
          const priceTotal = status === 'completed' ? COUNTS.revenue : 99999;
          return { body: { appointments: [], total, priceTotal, page: 1, pageSize } };
        }
        const page = list(searchParams);
        return {
          body: {
            appointments: page.appointments,
            total: page.total ?? page.appointments.length,
            priceTotal: 0,
            page: Number(searchParams.get('page') ?? 1),
            pageSize,
          },
        };
      },
      'GET /portal/tenants/services': () => ({ body: services }),
      'GET /staff/calendars': () => ({ body: { staff } }),
      'GET /api/availability': ({ url: { searchParams } }) => {
        const day = searchParams.get('from') ?? '';
        const who = staff.find((member) => member.staffId === searchParams.get('staffId')) ?? staff[0]!;
        return {
          body: {
            timezone: 'America/New_York',
            serviceId: searchParams.get('serviceId') ?? '',
            slots: [slot(day, '09:00', who.staffId, who.name), slot(day, '10:30', who.staffId, who.name)],
          },
        };
      },
      'GET /portal/tenants/settings': () => ({ body: savedSettings }),
      'POST /api/appointments': ({ body, headers }) => {
        keys.push(headers.get('Idempotency-Key') ?? '');
        return create ?? { status: 201, body: appointment({ id: 'new', ...shown(body) }) };
      },
      'PATCH /api/appointments/{appointment_id}': ({ body }) => update ?? { body: appointment(shown(body)) },
    },
  );
}


/** The params of every request for a page of the table (the one-row count queries left out). */
export const listRequests = (calls: ApiCall[]) =>
  calls
    .filter((call) => path(call.url).pathname === '/api/dashboard/appointments')
    .map((call) => path(call.url).searchParams)
    .filter((params) => params.get('pageSize') !== '1');

export const countRequests = (calls: ApiCall[]) =>
  calls
    .filter((call) => path(call.url).pathname === '/api/dashboard/appointments')
    .map((call) => path(call.url).searchParams)
    .filter((params) => params.get('pageSize') === '1');

export const lastListRequest = (calls: ApiCall[]) => listRequests(calls).at(-1)!;

/** The Idempotency-Key sent with each booking made in this test, in order. */
export const idempotencyKeys = () => keys.filter(Boolean);

/** Holds every answer for a page of the table until the returned function is called. */
export function holdListAnswers() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  apiServer({
    'GET /api/dashboard/appointments': async ({ url }) => {
      if (url.searchParams.get('pageSize') !== '1') await gate;
      return undefined;
    },
  });
  return () => release();
}
