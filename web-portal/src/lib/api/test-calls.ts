import { apiRequest, type TestCall } from '@ringbook/web-shared';
import { withQuery } from '@ringbook/web-shared/api/query-string.ts';
import type { QueryClient } from '@tanstack/react-query';
import { refreshAppointments } from './appointments';
import { availabilityQueryKey, callbacksQueryKey, callLogsQueryKey } from './query-keys';

const TEST_CALLS = '/api/receptionist/test-calls';

const callUrl = (callId: string, action: 'turns' | 'hangup') =>
  `${TEST_CALLS}/${encodeURIComponent(callId)}/${action}`;

async function post(url: string, body: object): Promise<TestCall> {
  return (await (await apiRequest('POST', url, body)).json()) as TestCall;
}

/** Rings the salon's receptionist (a location's own, when given); the answer already holds its greeting. 409
 * while it is not active. */
export function startTestCall(fromNumber?: string, location?: string): Promise<TestCall> {
  return post(withQuery(TEST_CALLS, { location }), fromNumber ? { fromNumber } : {});
}

/** Says `text` (1–500 characters); the answer has the receptionist's reply appended. 409 once the call has ended. */
export function sayInTestCall(callId: string, text: string): Promise<TestCall> {
  return post(callUrl(callId, 'turns'), { text });
}

export function hangUpTestCall(callId: string): Promise<TestCall> {
  return post(callUrl(callId, 'hangup'), {});
}


/** After a test call: it joins the call log, and what it booked, moved, cancelled or noted shows everywhere. */
export function refreshAfterTestCall(queryClient: QueryClient) {
  return Promise.all([
    refreshAppointments(queryClient),
    queryClient.invalidateQueries({ queryKey: callLogsQueryKey }),
    queryClient.invalidateQueries({ queryKey: callbacksQueryKey }),
    queryClient.invalidateQueries({ queryKey: availabilityQueryKey }),
  ]);
}
