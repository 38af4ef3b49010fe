import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiServer } from '@ringbook/web-shared/testing/api-server.ts';
import type { TestCall } from '@ringbook/web-shared';
import { renderRoute } from '../../../testing/render-route';
import type { Appointment } from '../../../lib/api/appointments';
import { appointment, overviewServer } from '../../../testing/overview-server';

const active = {
  status: 'ready' as const,
  receptionistActive: true,
  phoneNumber: '+18005550100',
  formattedPhoneNumber: '(800) 555-0100',
};

function testCall(fields: Partial<TestCall> = {}): TestCall {
  return {
    callId: 'call-1',
    toNumber: '+18005550100',
    fromNumber: '+15550100000',
    status: 'ongoing',
    language: 'en',
    turns: [{ role: 'agent', text: 'Bella Salon, Brian speaking.' }],
    endedReason: null,
    recordingUrl: null,
    durationSeconds: null,
    transferredTo: null,
    ...fields,
  };
}

/** The overview's server, where the receptionist books a haircut during the test call. */
function salonWithTestCalls() {
  const booked = appointment({ customerName: 'Test Caller', time: '15:00', service: 'Haircut' });
  const appointments: Appointment[] = [];
  overviewServer({ receptionist: active, appointments });
  return apiServer({
    'POST /api/receptionist/test-calls': () => ({ status: 201, body: testCall() }),
    'POST /api/receptionist/test-calls/{call_id}/turns': ({ body }) => {
      appointments.splice(0, appointments.length, booked);
      return {
        body: testCall({
          turns: [
            { role: 'agent', text: 'Bella Salon, Brian speaking.' },
            { role: 'user', text: body.text },
            { role: 'tool', name: 'check_availability', ok: true, failed: false },
            { role: 'tool', name: 'book_appointment', ok: true, failed: false },
            { role: 'agent', text: 'Booked! Anything else?' },
          ],
        }),
      };
    },
    'POST /api/receptionist/test-calls/{call_id}/hangup': () => ({
      body: testCall({ status: 'ended', endedReason: 'user_hangup', durationSeconds: 30 }),
    }),
  });
}

const requestsTo = (calls: { url: string; method: string }[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.url.split('?')[0] === path).length;

describe('overview: test your receptionist', () => {
  it('tests the receptionist from its card, and shows the booking and the call once it ends', async () => {
    const calls = salonWithTestCalls();
    renderRoute('/app/overview');
    await screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 5000 });
    const user = userEvent.setup();

    // The receptionist card loads after the overview's figures.
    await user.click(await screen.findByRole('button', { name: 'Test your receptionist' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Test your receptionist' });
    expect(within(dialog).getByRole('heading', { name: 'Test call to (800) 555-0100' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Book a haircut tomorrow at 3' }));
    expect(await within(dialog).findByText('Booked! Anything else?')).toBeInTheDocument();

    const before = {
      appointments: requestsTo(calls, '/api/dashboard/appointments'),
      callLogs: requestsTo(calls, '/api/dashboard/call-logs'),
    };
    await user.click(within(dialog).getByRole('button', { name: 'Hang up' }));
    expect(await within(dialog).findByRole('heading', { name: 'Call ended' })).toBeInTheDocument();

    await waitFor(() => expect(requestsTo(calls, '/api/dashboard/call-logs')).toBeGreaterThan(before.callLogs));
    expect(requestsTo(calls, '/api/dashboard/appointments')).toBeGreaterThan(before.appointments);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const upcoming = await screen.findByRole('list', { name: 'Upcoming appointments' });
    expect(await within(upcoming).findByText('Test Caller')).toBeInTheDocument();
  });
});
