import type { MockAnswer } from '@ringbook/web-shared/testing/mock-fetch.ts';
import { portalServer } from '../../../testing/owner';
import type { Call } from '../api/call-logs';
import type { Callback } from '../api/get-callbacks';

export function call(fields: Partial<Call> = {}): Call {
  return {
    id: 'call_1',
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
  patch?: (id: string, body: { done: boolean }) => MockAnswer;
};

/** The portal's server with a call log and call-back requests; PATCH answers the updated call-back. */
export function callsServer({ calls = [], callbacks = [], patch }: CallsData = {}) {
  const portal = portalServer();
  return (url: string, body: unknown): MockAnswer => {
    const { pathname } = new URL(url, 'http://portal.test');
    if (pathname === '/api/dashboard/call-logs') return { body: { calls, nextBefore: null } };
    if (pathname === '/api/dashboard/callbacks') return { body: { callbacks } };
    const updated = /^\/api\/dashboard\/callbacks\/(.+)$/.exec(pathname);
    if (updated) {
      const { done } = body as { done: boolean };
      if (patch) return patch(updated[1]!, { done });
      const found = callbacks.find((item) => item.id === updated[1])!;
      return { body: { ...found, done, doneAt: done ? '2025-03-05T16:00:00Z' : null } };
    }
    return portal(url);
  };
}
