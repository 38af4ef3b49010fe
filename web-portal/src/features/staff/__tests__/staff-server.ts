import type { MockAnswer } from '@ringbook/web-shared/testing/mock-fetch.ts';
import { portalServer } from '../../../testing/owner';
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
  /** Answers that replace the usual ones, by path (any method). */
  answers?: Record<string, MockAnswer | ((body: unknown) => MockAnswer)>;
};

/** Booking's staff endpoints over an in-memory list, falling back to the portal's server. */
export function staffServer(options: StaffServerOptions = {}) {
  const portal = portalServer();
  let staff = [...(options.staff ?? [maria, jo, sam])];
  const hours = { ...options.hours };
  const timeOff = { ...options.timeOff };
  const answers = options.answers ?? {};

  return (url: string, body: unknown): MockAnswer => {
    const path = url.split('?')[0]!;
    const override = answers[path];
    if (override) return typeof override === 'function' ? override(body) : override;
    if (path === '/staff/calendars') return { body: { staff } };
    if (path === '/staff/calendars/provision') {
      const added = { email: null, title: null, calendarId: 'builtin:new', calendarPending: false, ...(body as object) };
      staff = [...staff, added as StaffMember];
      return { status: 201, body: added };
    }
    const share = /^\/staff\/calendars\/([^/]+)\/share$/.exec(path);
    if (share) return { body: { ...staff.find((m) => m.staffId === share[1]), ...(body as object) } };
    const phone = /^\/staff\/calendars\/([^/]+)\/phone$/.exec(path);
    if (phone) {
      const given = (body as { phone: string }).phone;
      staff = staff.map((m) => (m.staffId === phone[1] ? { ...m, phone: given || null } : m));
      return { body: staff.find((m) => m.staffId === phone[1]) };
    }
    const upcoming = /^\/staff\/calendars\/([^/]+)\/upcoming$/.exec(path);
    if (upcoming) {
      const name = staff.find((m) => m.staffId === upcoming[1])?.name ?? '';
      return { body: { staffId: upcoming[1], name, upcomingAppointments: 0, appointments: [] } };
    }
    const member = /^\/staff\/calendars\/([^/]+)$/.exec(path);
    if (member) {
      staff = staff.filter((m) => m.staffId !== member[1]);
      return { body: { deleted: true, staffId: member[1], calendarDeleted: true } };
    }
    const memberHours = /^\/staff\/([^/]+)\/hours$/.exec(path);
    if (memberHours) return { body: { hours: hours[memberHours[1]!] ?? [] } };
    const memberTimeOff = /^\/staff\/([^/]+)\/timeoff$/.exec(path);
    if (memberTimeOff) return { body: { ranges: timeOff[memberTimeOff[1]!] ?? [] } };
    if (path === '/staff/hours') return { body: { hours: (body as { hours: HoursSlot[] }).hours } };
    if (path === '/staff/timeoff') return { body: { ranges: (body as { ranges: TimeOffRange[] }).ranges } };
    if (path === '/auth/google/status') return { body: { connected: options.googleConnected ?? true } };
    if (path === '/portal/tenants/settings') {
      return { body: { name: 'Bella Salon', timezone: options.timezone ?? 'America/New_York' } };
    }
    const feed = /^\/calendars\/feeds\/([^/]+)$/.exec(path);
    if (feed) {
      const url = `https://ringbook.test/calendars/tok-${feed[1]}.ics`;
      return { body: { url, webcalUrl: url.replace('https://', 'webcal://') } };
    }
    return portal(url);
  };
}

export type Call = { url: string; method: string; body: unknown };

export const callsTo = (calls: Call[], method: string, url: string) =>
  calls.filter((call) => call.method === method && call.url === url);
