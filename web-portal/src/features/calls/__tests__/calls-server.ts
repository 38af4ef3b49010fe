import { apiServer, type RouteAnswer } from '@ringbook/web-shared/testing/api-server.ts';
import { overviewServer } from '../../../testing/overview-server';
import type { Call } from '../api/call-logs';
import type { Callback } from '../api/get-callbacks';

export function call(fields: Partial<Call> = {}): Call {
  return {
    id: 'call_1',
    locationId: 'bella',
    phoneNumber: '+14155550101',
    notes: 'Booked a haircut for Friday.',
    timestamp: '2025-03-05T15:04:00Z',
    duration: 95,
    outcome: 'booked',
    transcript: 'Agent: Thanks for calling Bella Salon.\nUser: I would like a haircut.',
    recordingUrl: 'https://recordings.example/call_1.wav',
    summary: 'The caller booked a haircut for Friday at 10.',
    sentiment: 'Positive',
    appointmentId: 'appt-1',
    inProgress: false,
    recordingExpired: false,
    ...fields,
  };
}

export function callback(fields: Partial<Callback> = {}): Callback {
  return {
    id: 'cb-1',
    locationId: 'bella',
    name: 'Jane Doe',
    phone: '+14155550199',
    reason: 'Wants to move her colour appointment',
    urgency: 'urgent',
    bestTime: 'after 3pm',
    done: false,
    doneAt: null,
    createdAt: '2025-03-05T15:06:00Z',
    callId: 'call_1',
    language: '',
    kind: 'callback',
    ...fields,
  };
}

type CallsData = {
  calls?: Call[];
  callbacks?: Callback[];
  patch?: (id: string, body: { done: boolean }) => RouteAnswer<'PATCH /api/dashboard/callbacks/{callback_id}'>;
};

/** The overview's server with a call log and call-back requests; PATCH answers the updated call-back. Returns the
 * requests it answered. */
export function callsServer({ calls = [], callbacks = [], patch }: CallsData = {}) {
  overviewServer();
  return apiServer({
    'GET /api/dashboard/call-logs': () => ({ body: { calls, nextBefore: null } }),
    'GET /api/dashboard/callbacks': () => ({ body: { callbacks } }),
    'PATCH /api/dashboard/callbacks/{callback_id}': ({ params, body }) => {
      const { done } = body;
      if (patch) return patch(params.callback_id, { done });
      const found = callbacks.find((item) => item.id === params.callback_id)!;
      return { body: { ...found, done, doneAt: done ? '2025-03-05T16:00:00Z' : null } };
    },
  });
}
