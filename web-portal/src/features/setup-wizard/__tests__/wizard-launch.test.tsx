import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TestCall } from '@ringbook/web-shared';
import { leavePortal } from '../../../lib/leave-portal';
import { renderRoute } from '../../../testing/render-route';
import type { ReceptionistStatus } from '../../../lib/api/receptionist-status';
import {
  gets,
  openWizard,
  posts,
  receptionistStatus,
  services,
  staff,
  stepHeading,
  wizardServer,
} from './wizard-server';

vi.mock('../../../lib/leave-portal', () => ({ leavePortal: vi.fn() }));

describe('setup wizard: review and launch', () => {
  const reviewStatus = (overrides: Partial<ReceptionistStatus> = {}) =>
    receptionistStatus({
      status: 'review',
      calcomDefaultEventTypeId: 42,
      staff: staff(5),
      services: services(4),
      businessInfo: { ...receptionistStatus().businessInfo, location: '12 Main St', city: 'Springfield' },
      ...overrides,
    });

  it("shows the first 3 staff and services with '+N more', and area code 800 when none was given", async () => {
    await openWizard(wizardServer(reviewStatus()));
    await stepHeading('Review & launch');
    const staffList = screen.getByRole('list', { name: 'Staff' });
    expect(within(staffList).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Stylist 1',
      'Stylist 2',
      'Stylist 3',
      '+2 more',
    ]);
    const serviceList = screen.getByRole('list', { name: 'Services' });
    expect(within(serviceList).getByText('+1 more')).toBeInTheDocument();
    expect(within(serviceList).queryByText('Service 4')).toBeNull();
    expect(screen.getByText('800')).toBeInTheDocument();
    expect(await screen.findByText('30 Min Meeting')).toBeInTheDocument();
  });

  it('shows the area code that was given', async () => {
    await openWizard(
      wizardServer(reviewStatus({ businessInfo: { ...reviewStatus().businessInfo, areaCode: '415' } })),
    );
    await stepHeading('Review & launch');
    expect(screen.getByText('415')).toBeInTheDocument();
    expect(screen.queryByText('800')).toBeNull();
  });

  it('launches, shows the overlay while provisioning, polls, then shows the active screen', async () => {
    const server = wizardServer(reviewStatus(), (state) => ({
      'POST /api/receptionist/provision': () => {
        state.status = { ...state.status, status: 'provisioning' };
        return { status: 202, body: { ok: true, status: 'provisioning' } };
      },
    }));
    const { calls, user } = await openWizard(server);
    await user.click(await screen.findByRole('button', { name: 'Launch AI Receptionist' }));

    expect(await screen.findByText('Provisioning started! Creating your AI receptionist...')).toBeInTheDocument();
    const overlay = await screen.findByRole('alertdialog', { name: 'Creating your AI receptionist' });
    expect(overlay).toHaveTextContent('about 10-15 seconds');
    expect(posts(calls, '/api/receptionist/provision')).toHaveLength(1);

    const fetched = gets(calls, '/api/receptionist/status').length;
    server.state.status = {
      ...server.state.status,
      status: 'ready',
      receptionistActive: true,
      phoneNumber: '+18005550123',
      formattedPhoneNumber: '(800) 555-0123',
    };
    expect(await screen.findByRole('heading', { name: 'AI Receptionist Active!' }, { timeout: 3500 })).toBeInTheDocument();
    expect(gets(calls, '/api/receptionist/status').length).toBeGreaterThan(fetched);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('(800) 555-0123')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go to Dashboard/ })).toHaveAttribute('href', '/app');
  });

  it('keeps polling every 2 s while provisioning and stops once ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const server = wizardServer(reviewStatus({ status: 'provisioning' }));
      const { calls } = server;
      renderRoute('/setup-ai');
      await screen.findByRole('alertdialog');
      const count = () => gets(calls, '/api/receptionist/status').length;
      const first = count();
      await vi.advanceTimersByTimeAsync(2000);
      await waitFor(() => expect(count()).toBe(first + 1));
      await vi.advanceTimersByTimeAsync(2000);
      await waitFor(() => expect(count()).toBe(first + 2));

      server.state.status = { ...server.state.status, status: 'ready', phoneNumber: '+18005550123' };
      await vi.advanceTimersByTimeAsync(2000);
      await screen.findByRole('heading', { name: 'AI Receptionist Active!' });
      const settled = count();
      await vi.advanceTimersByTimeAsync(6000);
      expect(count()).toBe(settled);
      expect(screen.getByText('+18005550123')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows 'Provisioning failed' with the server's message, then reads the status again", async () => {
    const { calls, user } = await openWizard(
      wizardServer(reviewStatus(), {
        'POST /api/receptionist/provision': () => ({
          status: 422,
          body: { error: 'Before launching, please add at least one staff member.', fields: { staff: 'x' } },
        }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Launch AI Receptionist' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Provisioning failed');
    expect(alert).toHaveTextContent('Before launching, please add at least one staff member.');
    await waitFor(() => expect(gets(calls, '/api/receptionist/status')).toHaveLength(2));
  });

  it('shows why the last launch failed', async () => {
    await openWizard(wizardServer(reviewStatus({ provisioningError: 'No toll-free numbers are available' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('No toll-free numbers are available');
  });
});

describe('setup wizard: active and logout', () => {
  it('shows the active screen when the receptionist is ready', async () => {
    await openWizard(
      wizardServer(receptionistStatus({ status: 'ready', receptionistActive: true, phoneNumber: '+18005550199', formattedPhoneNumber: '(800) 555-0199' })),
    );
    expect(await screen.findByRole('heading', { name: 'AI Receptionist Active!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
  });

  it('offers a test call with the new receptionist', async () => {
    const testCall: TestCall = {
      callId: 'call-1',
      toNumber: '+18005550199',
      fromNumber: '+15550100000',
      status: 'ongoing',
      language: 'en',
      turns: [{ role: 'agent', text: 'Thanks for calling, this is Brian.' }],
      endedReason: null,
      recordingUrl: null,
      durationSeconds: null,
      transferredTo: null,
    };
    const { calls, user } = await openWizard(
      wizardServer(
        receptionistStatus({ status: 'ready', receptionistActive: true, phoneNumber: '+18005550199', formattedPhoneNumber: '(800) 555-0199' }),
        {
          'POST /api/receptionist/test-calls': () => ({ status: 201, body: testCall }),
          // Closing the dialog with the call still on hangs it up.
          'POST /api/receptionist/test-calls/{call_id}/hangup': () => ({ body: { ...testCall, status: 'ended' } }),
        },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Test your receptionist' }));
    const dialog = screen.getByRole('dialog', { name: 'Test your receptionist' });
    expect(within(dialog).getByRole('heading', { name: 'Test call to (800) 555-0199' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Start call' }));
    expect(await within(dialog).findByText('Thanks for calling, this is Brian.')).toBeInTheDocument();
    expect(posts(calls, '/api/receptionist/test-calls')).toEqual([
      { url: '/api/receptionist/test-calls', method: 'POST', body: {} },
    ]);
  });

  it('goes to the dashboard', async () => {
    const { router, user } = await openWizard(wizardServer(receptionistStatus({ status: 'ready', phoneNumber: '+18005550199' })));
    await user.click(await screen.findByRole('link', { name: /Go to Dashboard/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/overview'));
  });

  it('logs out to /login', async () => {
    vi.mocked(leavePortal).mockClear();
    const { calls, user } = await openWizard(wizardServer(receptionistStatus()));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith('/login'));
    expect(posts(calls, '/api/auth/logout')).toHaveLength(1);
  });
});
