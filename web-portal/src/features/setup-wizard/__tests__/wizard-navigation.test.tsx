import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiServer, UNREACHABLE, type RouteAnswer } from '@ringbook/web-shared/testing/api-server.ts';
import { renderRoute } from '../../../testing/render-route';
import type { ReceptionistStatus } from '../../../lib/api/receptionist-status';
import {
  back,
  gets,
  next,
  openWizard,
  posts,
  receptionistStatus,
  stepHeading,
  wizardServer,
} from './wizard-server';

describe('setup wizard: where it opens', () => {
  it.each<[ReceptionistStatus['status'], string, string]>([
    ['not_started', 'Connect your calendar', 'Step 1 of 6: Connect Calendar'],
    ['calcom_auth', 'Connect your calendar', 'Step 1 of 6: Connect Calendar'],
    ['event_types', 'Choose an event type', 'Step 2 of 6: Event Type'],
    ['business_info', 'Business info', 'Step 3 of 6: Business Info'],
    ['staff', 'Your staff', 'Step 4 of 6: Staff'],
    ['services', 'Your services', 'Step 5 of 6: Services'],
    ['review', 'Review & launch', 'Step 6 of 6: Review & Launch'],
  ])('status %s opens "%s"', async (status, heading, progress) => {
    await openWizard(wizardServer(receptionistStatus({ status })));
    expect(await stepHeading(heading)).toBeInTheDocument();
    expect(screen.getByText(progress)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: new RegExp(`^Setup progress, ${progress}`) })).toBeInTheDocument();
  });

  it('opens the review step behind the overlay while provisioning', async () => {
    await openWizard(wizardServer(receptionistStatus({ status: 'provisioning' })));
    expect(await stepHeading('Review & launch')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Creating your AI receptionist' })).toHaveTextContent(
      'Provisioning takes about 10-15 seconds.',
    );
  });
});

describe('setup wizard: Back and Next', () => {
  it('disables Back on the first step and moves focus to each new step heading', async () => {
    const { user } = await openWizard(wizardServer(receptionistStatus()));
    await stepHeading('Connect your calendar');
    expect(back()).toBeDisabled();
    expect(screen.getByText('Connected')).toBeInTheDocument();
    await user.click(next());
    expect(await stepHeading('Choose an event type')).toHaveFocus();
    await user.click(back());
    expect(await stepHeading('Connect your calendar')).toHaveFocus();
  });

  it('holds Next back until the booking calendar is connected', async () => {
    const { calls } = await openWizard(wizardServer(receptionistStatus({ status: 'calcom_auth', calcomConnected: false })));
    await stepHeading('Connect your calendar');
    expect(screen.getByText('Not Connected')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    expect(next()).toHaveAccessibleDescription('Connect your booking calendar to continue.');
    expect(gets(calls, '/calcom/event-types')).toHaveLength(0);
  });

  it('hides Next on the review step', async () => {
    await openWizard(wizardServer(receptionistStatus({ status: 'review' })));
    await stepHeading('Review & launch');
    expect(screen.queryByRole('button', { name: /^Next/ })).toBeNull();
    expect(back()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Launch AI Receptionist' })).toBeInTheDocument();
  });
});

type SignInStart = RouteAnswer<'GET /oauth/{provider}/start'>;

/** Booking's answer to the wizard's Cal.com sign-in start. */
function calcomStartAnswers(answer: SignInStart) {
  apiServer({ 'GET /oauth/{provider}/start': ({ params }) => (params.provider === 'calcom' ? answer : undefined) });
}

describe('setup wizard: connecting Cal.com', () => {
  it('opens the sign-in page in a popup', async () => {
    const popup = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal('open', vi.fn(() => popup));
    const { user } = await openWizard(
      wizardServer(receptionistStatus({ status: 'calcom_auth', calcomConnected: false })),
    );
    calcomStartAnswers({ body: { url: 'https://app.cal.com/auth/oauth2/authorize?state=x' } });
    await user.click(await screen.findByRole('button', { name: 'Connect Cal.com' }));
    await waitFor(() => expect(popup.location.href).toBe('https://app.cal.com/auth/oauth2/authorize?state=x'));
  });

  it.each([
    [{ status: 503, body: { error: 'Sign-in with Cal.com is not configured' } }, 'Failed to start Cal.com connection: Sign-in with Cal.com is not configured'],
    [{ status: 502, body: { error: 'Cal.com said no' } }, 'Failed to start Cal.com connection: Cal.com said no'],
    [{ status: 500 }, 'Failed to start Cal.com connection: Unknown error'],
  ] satisfies [SignInStart, string][])('shows why it could not start (%#)', async (answer, message) => {
    const popup = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal('open', vi.fn(() => popup));
    const { user } = await openWizard(wizardServer(receptionistStatus({ calcomConnected: false })));
    calcomStartAnswers(answer);
    await user.click(await screen.findByRole('button', { name: 'Connect Cal.com' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(popup.close).toHaveBeenCalled();
  });

  it('asks to try again when the server cannot be reached', async () => {
    vi.stubGlobal('open', vi.fn(() => null));
    wizardServer(receptionistStatus({ calcomConnected: false }));
    calcomStartAnswers(UNREACHABLE);
    renderRoute('/setup-ai');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Connect Cal.com' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start Cal.com connection. Please try again.');
  });
});

describe('setup wizard: event type', () => {
  it('needs a choice, then saves it before moving on', async () => {
    const { calls, user } = await openWizard(wizardServer(receptionistStatus({ status: 'event_types' })));
    await stepHeading('Choose an event type');
    expect(await screen.findByRole('radio', { name: /30 Min Meeting/ })).not.toBeChecked();
    expect(next()).toBeDisabled();
    expect(screen.getByText('Choose an event type to continue.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Color Consultation/ }));
    await user.click(next());
    expect(await stepHeading('Business info')).toHaveFocus();
    expect(posts(calls, '/api/receptionist/event-types')[0]!.body).toEqual({
      defaultEventTypeId: 43,
      serviceEventTypeMappings: [],
    });
    expect(screen.getByText('Event type configured!')).toBeInTheDocument();
  });

  it('selects the saved event type', async () => {
    await openWizard(wizardServer(receptionistStatus({ status: 'event_types', calcomDefaultEventTypeId: 42 })));
    expect(await screen.findByRole('radio', { name: /30 Min Meeting/ })).toBeChecked();
    expect(next()).toBeEnabled();
  });

  it('says when there are no event types', async () => {
    await openWizard(
      wizardServer(receptionistStatus({ status: 'event_types' }), { 'GET /calcom/event-types': () => ({ body: [] }) }),
    );
    expect(
      await screen.findByText('No event types found. Please create an event type in Cal.com first.'),
    ).toBeInTheDocument();
    expect(next()).toBeDisabled();
  });

  it("shows the server's refusal and stays", async () => {
    const { user } = await openWizard(
      wizardServer(receptionistStatus({ status: 'event_types', calcomDefaultEventTypeId: 42 }), {
        'POST /api/receptionist/event-types': () => ({ status: 422, body: { error: 'Choose one of your event types' } }),
      }),
    );
    await screen.findByRole('radio', { name: /30 Min Meeting/ });
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose one of your event types');
    expect(screen.getByRole('heading', { level: 2, name: 'Choose an event type' })).toBeInTheDocument();
  });
});
