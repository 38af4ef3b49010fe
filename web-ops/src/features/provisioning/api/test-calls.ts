import type { TestCall } from '@ringbook/web-shared';
import { adminFetch } from '../../../lib/admin-api';

const TEST_CALLS = '/api/admin/test-calls';

const callUrl = (callId: string, action: 'turns' | 'hangup') =>
  `${TEST_CALLS}/${encodeURIComponent(callId)}/${action}`;

async function post(url: string, body: object): Promise<TestCall> {
  return (await (await adminFetch(url, { method: 'POST', body })).json()) as TestCall;
}

/**
 * Rings `to` (E.164) on its simulated line; the answer already holds the greeting. A number on a real
 * provider has no simulated line: 409, call it from a phone.
 */
export function startAdminTestCall(to: string, fromNumber?: string): Promise<TestCall> {
  return post(TEST_CALLS, fromNumber ? { to, fromNumber } : { to });
}

/** Says `text` (1–500 characters); the answer has the receptionist's reply appended. */
export function sayInAdminTestCall(callId: string, text: string): Promise<TestCall> {
  return post(callUrl(callId, 'turns'), { text });
}

export function hangUpAdminTestCall(callId: string): Promise<TestCall> {
  return post(callUrl(callId, 'hangup'), {});
}
