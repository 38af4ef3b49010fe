import { apiServer, type ApiCall, type RouteHandlers } from '@ringbook/web-shared/testing/api-server.ts';
import { portalServer } from '../../../testing/owner';
import { colour, savedSettings } from '../../../testing/salon';
import type { Service } from '../../../lib/api/services';
import type { StaffMember } from '../../../lib/api/staff';
import type { HoursSlot } from '../../../lib/api/staff-hours';
import type { TimeOffRange } from '../../../lib/api/staff-timeoff';

export const services: Service[] = [
  { serviceId: 'haircut', name: 'Haircut', durationMin: 45, bufferMin: 15, processingMin: 0, price: 45, staffIds: null },
  colour,
];

export const staff: StaffMember[] = [
  { staffId: 'ana', name: 'Ana Ruiz', email: null, title: null, calendarId: 'builtin:1', calendarPending: false },
  { staffId: 'ben', name: 'Ben Cole', email: null, title: null, calendarId: 'builtin:2', calendarPending: false },
];

export const anaHours: HoursSlot[] = [
  { dow: 1, start: '09:00', end: '12:00' },
  { dow: 1, start: '13:00', end: '17:00' },
  { dow: 2, start: '10:00', end: '18:00' },
];

export const anaTimeOff: TimeOffRange[] = [{ timeMin: '2030-07-01T13:00:00Z', timeMax: '2030-07-03T21:00:00Z', reason: 'Vacation' }];

/** The admin dashboard's server; `answers` answer over its routes. Returns the requests it answered. */
export function adminServer(answers: RouteHandlers = {}) {
  portalServer(
    {},
    {
      'GET /portal/tenants/settings': () => ({ body: savedSettings }),
      'PUT /portal/tenants/settings': () => ({ body: savedSettings }),
      'GET /portal/tenants/services': () => ({ body: services }),
      'PUT /portal/tenants/services': () => ({ body: services }),
      'GET /staff/calendars': () => ({ body: { staff } }),
      'GET /staff/{staffId}/hours': ({ params }) => ({ body: { hours: params.staffId === 'ana' ? anaHours : [] } }),
      'PUT /staff/hours': () => ({ body: { hours: [] } }),
      'GET /staff/{staffId}/timeoff': ({ params }) => ({
        body: { ranges: params.staffId === 'ana' ? anaTimeOff : [] },
      }),
      'PUT /staff/timeoff': () => ({ body: { ranges: [] } }),
    },
  );
  return apiServer(answers);
}

export const sent = (calls: ApiCall[], method: string, url: string) =>
  calls.filter((call) => call.method === method && call.url === url).map((call) => call.body);
