import { apiServer, type ApiCall, type RouteHandlers } from '@ringbook/web-shared/testing/api-server.ts';
import { portalServer } from '../../../testing/owner';
import { savedSettings } from '../../../testing/salon';
import type { HoursSlot } from '../../../lib/api/staff-hours';
import type { StaffMember } from '../../../lib/api/staff';
import type { TimeOffRange } from '../../../lib/api/staff-timeoff';

export const maria: StaffMember = {
  staffId: 'maria',
  name: 'Maria Lopez',
  email: 'maria@salon.test',
  title: 'Stylist',
  phone: '+14155550142',
  calendarId: 'c_abc123@group.calendar.google.com',
  calendarPending: false,
};

export const jo: StaffMember = {
  staffId: 'jo',
  name: 'Jo Park',
  email: null,
  title: null,
  calendarId: 'builtin:5f0c2a52-9d1e-4a7b-8f51-0c3e1f2d9a10',
  calendarPending: false,
};

export const sam: StaffMember = {
  staffId: 'sam',
  name: 'Sam Reed',
  email: null,
  title: null,
  calendarId: '',
  calendarPending: true,
};

export type StaffServerOptions = {
  staff?: StaffMember[];
  hours?: Record<string, HoursSlot[]>;
  timeOff?: Record<string, TimeOffRange[]>;
  googleConnected?: boolean;
  timezone?: string;
  /** Answers that replace the usual ones. */
  answers?: RouteHandlers;
};

/** Booking's staff endpoints over an in-memory list, beside the portal's server. Returns the requests it answered. */
export function staffServer(options: StaffServerOptions = {}) {
  let staff = [...(options.staff ?? [maria, jo, sam])];
  const hours = { ...options.hours };
  const timeOff = { ...options.timeOff };
  const member = (staffId: string | undefined) => staff.find((m) => m.staffId === staffId)!;
  const feed = (staffId: string | undefined) => {
    const url = `https://ringbook.test/calendars/tok-${staffId}.ics`;
    return { url, webcalUrl: url.replace('https://', 'webcal://') };
  };

  portalServer(
    {},
    {
      'GET /staff/calendars': () => ({ body: { staff } }),
      'POST /staff/calendars/provision': ({ body }) => {
        const added = { email: null, title: null, calendarId: 'builtin:new', calendarPending: false, ...body };
        staff = [...staff, added];
        return { status: 201, body: added };
      },
      'POST /staff/calendars/{staffId}/share': ({ params, body }) => ({
        body: { ...member(params.staffId), ...body },
      }),
      'PUT /staff/calendars/{staffId}/phone': ({ params, body }) => {
        const given = body.phone;
        staff = staff.map((m) => (m.staffId === params.staffId ? { ...m, phone: given || null } : m));
        return { body: member(params.staffId) };
      },
      'GET /staff/calendars/{staffId}/upcoming': ({ params }) => ({
        body: {
          staffId: params.staffId,
          name: staff.find((m) => m.staffId === params.staffId)?.name ?? '',
          upcomingAppointments: 0,
          appointments: [],
        },
      }),
      'DELETE /staff/calendars/{staffId}': ({ params }) => {
        staff = staff.filter((m) => m.staffId !== params.staffId);
        return { body: { deleted: true, staffId: params.staffId, calendarDeleted: true } };
      },
      'GET /staff/{staffId}/hours': ({ params }) => ({ body: { hours: hours[params.staffId] ?? [] } }),
      'GET /staff/{staffId}/timeoff': ({ params }) => ({ body: { ranges: timeOff[params.staffId] ?? [] } }),
      'PUT /staff/hours': ({ body }) => ({ body: { hours: body.hours } }),
      'PUT /staff/timeoff': ({ body }) => ({
        body: { ranges: body.ranges.map((range) => ({ ...range, reason: range.reason ?? null })) },
      }),
      'GET /auth/google/status': () => ({ body: { connected: options.googleConnected ?? true } }),
      'GET /portal/tenants/settings': () => ({
        body: { ...savedSettings, timezone: options.timezone ?? 'America/New_York' },
      }),
      'GET /calendars/feeds/{staffId}': ({ params }) => ({ body: feed(params.staffId) }),
    },
  );

  return apiServer(options.answers ?? {});
}

export const callsTo = (calls: ApiCall[], method: string, url: string) =>
  calls.filter((call) => call.method === method && call.url === url);
