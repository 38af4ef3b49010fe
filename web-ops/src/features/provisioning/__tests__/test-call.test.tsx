import { screen, waitFor, within } from '@testing-library/react';
import type { TestCall } from '@ringbook/web-shared';
import type { RouteHandlers } from '@ringbook/web-shared/testing/api-server.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminServer, callsTo, openProvisioning, resetSession, tenant } from './provisioning-server';

const TEST_CALLS = '/api/admin/test-calls';
const TURNS = `${TEST_CALLS}/call-7/turns`;
const HANGUP = `${TEST_CALLS}/call-7/hangup`;

const live = tenant({
  name: 'Salon Uno',
  agentStatus: 'active',
  agentId: 'agent_uno',
  phoneNumber: '+18005550100',
  formattedPhoneNumber: '(800) 555-0100',
  webhooksConfigured: true,
});

function testCall(fields: Partial<TestCall> = {}): TestCall {
  return {
    callId: 'call-7',
    toNumber: '+18005550100',
    fromNumber: '+15550100000',
    status: 'ongoing',
    language: 'en',
    turns: [{ role: 'agent', text: 'Salon Uno, this is Brian. How can I help?' }],
    endedReason: null,
    recordingUrl: null,
    durationSeconds: null,
    transferredTo: null,
    ...fields,
  };
}

/** The operator's token each test call was started with. */
let dialedWith: (string | null)[] = [];

function testCallServer(routes: RouteHandlers = {}) {
  dialedWith = [];
  return adminServer([live], {
    'POST /api/admin/test-calls': ({ headers }) => {
      dialedWith.push(headers.get('x-admin-token'));
      return { status: 201, body: testCall() };
    },
    'POST /api/admin/test-calls/{call_id}/turns': ({ body }) => ({
      body: testCall({
        turns: [
          { role: 'agent', text: 'Salon Uno, this is Brian. How can I help?' },
          { role: 'user', text: body.text },
          { role: 'tool', name: 'get_business_info', ok: true, failed: false },
          { role: 'agent', text: "We're open 9 to 6, Monday to Saturday." },
        ],
      }),
    }),
    'POST /api/admin/test-calls/{call_id}/hangup': () => ({
      body: testCall({ status: 'ended', endedReason: 'user_hangup', durationSeconds: 12, recordingUrl: '/rec/call-7.wav' }),
    }),
    ...routes,
  });
}

async function openTestCall(calls = testCallServer()) {
  const opened = await openProvisioning(calls);
  const card = await screen.findByRole('article', { name: 'Salon Uno' });
  await opened.user.click(within(card).getByRole('button', { name: 'Test Call' }));
  const dialog = screen.getByRole('dialog', { name: 'Test call — Salon Uno' });
  return { ...opened, dialog };
}

describe('provisioning screen: test call', () => {
  beforeEach(resetSession);
  afterEach(resetSession);

  it('opens a dialog with the number to ring from a phone and the typed call', async () => {
    const { dialog } = await openTestCall();
    expect(within(dialog).getByRole('link', { name: 'Call (800) 555-0100 from a phone' })).toHaveAttribute(
      'href',
      'tel:+18005550100',
    );
    expect(within(dialog).getByRole('heading', { name: 'Test call to (800) 555-0100' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Start call' })).toBeInTheDocument();
  });

  it("calls the tenant's number with the admin token, talks, and hangs up", async () => {
    const { dialog, user, calls } = await openTestCall();
    await user.type(within(dialog).getByRole('textbox', { name: 'Calling from' }), '+14155550123');
    await user.click(within(dialog).getByRole('button', { name: 'Start call' }));
    expect(await within(dialog).findByText('Salon Uno, this is Brian. How can I help?')).toBeInTheDocument();
    expect(callsTo(calls, TEST_CALLS, 'POST').map((call) => call.body)).toEqual([
      { to: '+18005550100', fromNumber: '+14155550123' },
    ]);
    expect(dialedWith).toEqual(['dev-token']);

    await user.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'What are your hours?{Enter}');
    expect(await within(dialog).findByText("We're open 9 to 6, Monday to Saturday.")).toBeInTheDocument();
    expect(within(dialog).getByText("Looked up the salon's details")).toBeInTheDocument();
    expect(callsTo(calls, TURNS, 'POST').map((call) => call.body)).toEqual([{ text: 'What are your hours?' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Hang up' }));
    expect(await within(dialog).findByRole('heading', { name: 'Call ended' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Lasted 0:12. You hung up.');
    expect(dialog.querySelector('audio')).toHaveAttribute('src', '/rec/call-7.wav');
    expect(callsTo(calls, HANGUP, 'POST').map((call) => call.body)).toEqual([{}]);
  });

  it('says to call from a phone when the number is on a real provider', async () => {
    const { dialog, user } = await openTestCall(
      testCallServer({
        'POST /api/admin/test-calls': () => ({
          status: 409,
          body: { error: 'No simulated line answers at +18005550100; call it from a phone.' },
        }),
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Start call' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No simulated line answers at +18005550100; call it from a phone.',
    );
    expect(within(dialog).getByRole('link', { name: 'Call (800) 555-0100 from a phone' })).toBeInTheDocument();
  });

  it('hangs up when the dialog closes mid-call', async () => {
    const { dialog, user, calls } = await openTestCall();
    await user.click(within(dialog).getByRole('button', { name: 'Start call' }));
    await within(dialog).findByRole('log', { name: 'Call transcript' });

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(callsTo(calls, HANGUP, 'POST')).toHaveLength(1));
  });
});
