import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { createQueryClient, type TestCall } from '@ringbook/web-shared';
import { apiServer, type RouteHandlers } from '@ringbook/web-shared/testing/api-server.ts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { analyticsQueryKey } from '../../lib/api/analytics';
import { appointmentsQueryKey } from '../../lib/api/appointments';
import { availabilityQueryKey, callLogsQueryKey, callbacksQueryKey } from '../../lib/api/query-keys';
import { TestReceptionist } from '../test-receptionist';

const TEST_CALLS = '/api/receptionist/test-calls';

function testCall(fields: Partial<TestCall> = {}): TestCall {
  return {
    callId: 'call/1',
    toNumber: '+18005550100',
    fromNumber: '+15550100000',
    status: 'ongoing',
    language: 'en',
    turns: [{ role: 'agent', text: 'Thanks for calling Bella Salon, this is Brian.' }],
    endedReason: null,
    recordingUrl: null,
    durationSeconds: null,
    transferredTo: null,
    ...fields,
  };
}

/** The owner's test-call endpoints: a greeting, one canned reply, and a hang-up with a recording; `overrides`
 * answer over them. Returns the requests they answered. */
function testCallServer(overrides: RouteHandlers = {}) {
  let call = testCall();
  apiServer({
    'POST /api/receptionist/test-calls': () => ({ status: 201, body: call }),
    'POST /api/receptionist/test-calls/{call_id}/turns': ({ params, body }) => {
      if (params.call_id !== call.callId) return { status: 404, body: { error: `No call ${params.call_id}` } };
      call = {
        ...call,
        turns: [
          ...call.turns,
          { role: 'user', text: body.text },
          { role: 'tool', name: 'book_appointment', ok: true, failed: false },
          { role: 'agent', text: "You're booked for 3 tomorrow." },
        ],
      };
      return { body: call };
    },
    'POST /api/receptionist/test-calls/{call_id}/hangup': ({ params }) => {
      if (params.call_id !== call.callId) return { status: 404, body: { error: `No call ${params.call_id}` } };
      call = { ...call, status: 'ended', endedReason: 'user_hangup', durationSeconds: 75, recordingUrl: '/r/1.wav' };
      return { body: call };
    },
  });
  return apiServer(overrides);
}

function renderButton() {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <TestReceptionist displayNumber="(800) 555-0100" aiName="Brian" />
    </QueryClientProvider>,
  );
  return { queryClient, user: userEvent.setup() };
}

async function openAndStart(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Test your receptionist' }));
  const dialog = screen.getByRole('dialog', { name: 'Test your receptionist' });
  await user.click(within(dialog).getByRole('button', { name: 'Start call' }));
  await within(dialog).findByRole('log', { name: 'Call transcript' });
  return dialog;
}

describe('Test your receptionist', () => {
  it("calls the salon's number in a dialog and talks to Brian", async () => {
    const calls = testCallServer();
    const { user } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Test your receptionist' }));
    const dialog = screen.getByRole('dialog', { name: 'Test your receptionist' });
    expect(within(dialog).getByRole('heading', { name: 'Test call to (800) 555-0100' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Start call' }));

    expect(await within(dialog).findByText('Thanks for calling Bella Salon, this is Brian.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'Book a haircut tomorrow at 3{Enter}');
    expect(await within(dialog).findByText("You're booked for 3 tomorrow.")).toBeInTheDocument();
    expect(within(dialog).getByText('Booked the appointment')).toBeInTheDocument();

    expect(calls).toEqual([
      { url: TEST_CALLS, method: 'POST', body: {} },
      { url: `${TEST_CALLS}/call%2F1/turns`, method: 'POST', body: { text: 'Book a haircut tomorrow at 3' } },
    ]);
  });

  it("says why the receptionist can't take a test call", async () => {
    testCallServer({
      'POST /api/receptionist/test-calls': () => ({ status: 409, body: { error: "Your AI receptionist isn't active yet." } }),
    });
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Test your receptionist' }));
    await user.click(screen.getByRole('button', { name: 'Start call' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Your AI receptionist isn't active yet.");
  });

  it('hangs up when the dialog closes mid-call', async () => {
    const calls = testCallServer();
    const { user } = renderButton();
    const dialog = await openAndStart(user);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ url: `${TEST_CALLS}/call%2F1/hangup`, method: 'POST', body: {} }),
    );
  });

  it('does not call again when the dialog closes before a call', async () => {
    const calls = testCallServer();
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Test your receptionist' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
  });

  it('reads the calls, call-backs, appointments and numbers again once the call ends', async () => {
    testCallServer();
    const { queryClient, user } = renderButton();
    const keys: QueryKey[] = [
      [...callLogsQueryKey, 5],
      [...callbacksQueryKey, { done: false }],
      [...appointmentsQueryKey, { from: '2030-03-01' }],
      analyticsQueryKey,
      [...availabilityQueryKey, { serviceId: 'cut', staffId: '', day: '2030-03-02' }],
      ['/portal/whoami'],
    ];
    for (const key of keys) queryClient.setQueryData(key, {});
    const invalidated = () => keys.map((key) => queryClient.getQueryState(key)?.isInvalidated);

    const dialog = await openAndStart(user);
    expect(invalidated()).toEqual([false, false, false, false, false, false]);

    await user.click(within(dialog).getByRole('button', { name: 'Hang up' }));
    expect(await within(dialog).findByRole('heading', { name: 'Call ended' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Lasted 1:15. You hung up.');
    expect(invalidated()).toEqual([true, true, true, true, true, false]);
  });
});
