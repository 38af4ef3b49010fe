import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchRoutes as apiServer } from '@ringbook/web-shared/testing/mock-fetch.ts';
import { mockFetch, type MockAnswer } from '@ringbook/web-shared/testing/mock-fetch.ts';
import type { CalendarSettings } from '../../../lib/api/calendar-settings';
import type { ReceptionistStatus, WizardStaffMember } from '../../../lib/api/receptionist-status';
import { legacyPortalServer } from '../../../testing/owner';
import { renderRoute } from '../../../testing/render-route';
import type { EventType } from '../api/event-types';
import { withStatusDefaults } from '../utils/status';

const notConnected = { connected: false, status: 'not_connected', account: '', authKind: null, defaultEventTypeId: null };

const calendarSettings: CalendarSettings = {
  bookingCalendar: 'builtin',
  bookingWindowDays: 90,
  calcom: notConnected,
  google: notConnected,
};

export const eventTypes: EventType[] = [
  { id: 42, title: '30 Min Meeting', lengthInMinutes: 30, description: 'A quick one' },
  { id: 43, title: 'Color Consultation', lengthInMinutes: 45, description: '' },
];

export const staff = (n: number): WizardStaffMember[] =>
  Array.from({ length: n }, (_, i) => ({
    staffId: `s${i + 1}`,
    name: `Stylist ${i + 1}`,
    email: `s${i + 1}@salon.test`,
    title: null,
    calendarId: `builtin:s${i + 1}`,
    calendarPending: false,
  }));

export const services = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    serviceId: `svc-${i + 1}`,
    name: `Service ${i + 1}`,
    durationMin: 30,
    bufferMin: 0,
    price: 20 + i,
  }));

export function receptionistStatus(overrides: Partial<ReceptionistStatus> = {}): ReceptionistStatus {
  return { ...withStatusDefaults({ status: 'not_started', calcomConnected: true }), ...overrides };
}

export type WizardState = { status: ReceptionistStatus };
type Route = MockAnswer | ((body: unknown, state: WizardState) => MockAnswer);

/**
 * The receptionist's side of the server, around a status the routes may change (as saving a step does).
 * `routes` answers URLs of its own; everything else is the portal's server.
 */
export function wizardServer(status: ReceptionistStatus, routes: Record<string, Route> = {}) {
  const state: WizardState = { status };
  const portal = legacyPortalServer();
  const typed = apiServer(
    {
      'GET /api/receptionist/status': () => ({ body: state.status }),
      'GET /calcom/event-types': () => ({ body: eventTypes }),
      'GET /calendars/settings': () => ({ body: calendarSettings }),
    },
    (url, body, method) =>
      url.startsWith('/api/receptionist/') ? { body: { ok: true, status: state.status.status } } : portal(url, body, method),
  );
  const answer = (url: string, body: unknown, method = 'GET'): MockAnswer => {
    const route = routes[url];
    if (typeof route === 'function') return route(body, state);
    if (route) return route;
    return typed(url, body, method);
  };
  return { answer, state };
}

// ---- driving the wizard ----

type Calls = { url: string; method: string; body: unknown }[];

export const posts = (calls: Calls, url: string) => calls.filter((call) => call.url === url && call.method === 'POST');
export const gets = (calls: Calls, url: string) => calls.filter((call) => call.url === url && call.method === 'GET');

/** /setup-ai against `server`, once its heading is there. */
export async function openWizard(server: ReturnType<typeof wizardServer>) {
  const calls = mockFetch(server.answer);
  const router = renderRoute('/setup-ai');
  await screen.findByRole('heading', { level: 1, name: 'Set up your AI receptionist' });
  return { calls, router, user: userEvent.setup({ delay: null }) };
}

export const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
export const next = () => screen.getByRole('button', { name: /^Next/ });
export const back = () => screen.getByRole('button', { name: /^Back/ });
