import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiServer, type ApiCall, type RouteHandlers } from '@ringbook/web-shared/testing/api-server.ts';
import type { CalendarSettings } from '../../../lib/api/calendar-settings';
import type { ReceptionistStatus, WizardStaffMember } from '../../../lib/api/receptionist-status';
import { portalServer } from '../../../testing/owner';
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

/**
 * The receptionist's side of the server, around a status the routes may change (as saving a step does), beside
 * the portal's server. `routes` answers over the usual ones; given as a function, it reaches the state.
 */
export function wizardServer(
  status: ReceptionistStatus,
  routes: RouteHandlers | ((state: WizardState) => RouteHandlers) = {},
) {
  const state: WizardState = { status };
  const saved = () => ({ ok: true, status: state.status.status });
  portalServer();
  apiServer({
    'GET /api/receptionist/status': () => ({ body: state.status }),
    'GET /calcom/event-types': () => ({ body: eventTypes }),
    'GET /calendars/settings': () => ({ body: calendarSettings }),
    'POST /api/receptionist/business-info': () => ({ body: { ...saved(), businessInfo: state.status.businessInfo } }),
    'POST /api/receptionist/event-types': () => ({ body: saved() }),
    'POST /api/receptionist/phone-number': () => ({ status: 202, body: saved() }),
    'POST /api/receptionist/provision': () => ({ status: 202, body: saved() }),
    'POST /api/receptionist/services': () => ({ body: { ...saved(), services: state.status.services } }),
  });
  const calls = apiServer(typeof routes === 'function' ? routes(state) : routes);
  return { calls, state };
}

// ---- driving the wizard ----

export const posts = (calls: ApiCall[], url: string) =>
  calls.filter((call) => call.url === url && call.method === 'POST');
export const gets = (calls: ApiCall[], url: string) =>
  calls.filter((call) => call.url === url && call.method === 'GET');

/** /setup-ai against `server`, once its heading is there. */
export async function openWizard(server: ReturnType<typeof wizardServer>) {
  const router = renderRoute('/setup-ai');
  await screen.findByRole('heading', { level: 1, name: 'Set up your AI receptionist' });
  return { calls: server.calls, router, user: userEvent.setup({ delay: null }) };
}

export const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
export const next = () => screen.getByRole('button', { name: /^Next/ });
export const back = () => screen.getByRole('button', { name: /^Back/ });
