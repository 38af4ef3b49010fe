import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiServer, UNREACHABLE, type Refusal } from '@ringbook/web-shared/testing/api-server.ts';
import type { CalendarSettings, ProviderState } from '../../../lib/api/calendar-settings';
import { portalServer } from '../../../testing/owner';
import { renderRoute } from '../../../testing/render-route';
import { POPUP_FEATURES } from '../hooks/use-connect-popup';
import { startFailureMessage } from '../utils/start-failure';

const notConnected: ProviderState = {
  connected: false,
  status: 'not_connected',
  account: '',
  authKind: null,
  defaultEventTypeId: null,
};
const connected: ProviderState = {
  connected: true,
  status: 'connected',
  account: 'bella@salon.test',
  authKind: 'oauth',
  defaultEventTypeId: 42,
};

const SIGN_IN = 'https://app.cal.com/auth/oauth2/authorize?client_id=ringbook&state=s1';

type State = { calcom: ProviderState; google: ProviderState };

/** Booking's calendar connections over `state`; `calcomStart` answers Cal.com's sign-in start instead. */
function server(state: State, calcomStart?: () => Refusal | typeof UNREACHABLE) {
  const settings = (): CalendarSettings => ({ bookingCalendar: 'builtin', bookingWindowDays: 90, ...state });
  portalServer();
  return apiServer({
    'GET /oauth/{provider}/start': ({ params }) =>
      params.provider === 'google'
        ? { body: { url: 'https://accounts.google.com/o/oauth2/v2/auth?x=1' } }
        : (calcomStart?.() ?? { body: { url: SIGN_IN } }),
    'GET /calendars/settings': () => ({ body: settings() }),
    'GET /auth/google/status': () => ({ body: { connected: state.google.connected } }),
    'PUT /calcom/api-key': () => {
      state.calcom = { ...connected, authKind: 'api_key', account: 'Bella' };
      return { body: settings() };
    },
    'DELETE /calendars/connections/{provider}': ({ params }) => {
      if (params.provider === 'calcom') state.calcom = notConnected;
      else state.google = notConnected;
      return { body: settings() };
    },
  });
}

function stubPopup() {
  const popup = { location: { href: '' }, close: vi.fn(), closed: false };
  const open = vi.fn(() => popup as unknown as Window);
  vi.stubGlobal('open', open);
  return { popup, open };
}

async function openIntegrations(state: State, calcomStart?: () => Refusal | typeof UNREACHABLE) {
  const calls = server(state, calcomStart);
  renderRoute('/app/integrations');
  await screen.findByRole('heading', { level: 1, name: 'Integrations' }, { timeout: 5000 });
  return { calls, user: userEvent.setup() };
}

const card = (title: string) => screen.getByRole('region', { name: title });

function postFromPopup(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

describe('integrations', () => {
  it('shows Not Connected for Cal.com and Google Calendar, with the ways to connect', async () => {
    await openIntegrations({ calcom: notConnected, google: notConnected });
    expect(document.title).toBe('Ringbook — Integrations');
    const calcom = card('Cal.com');
    expect(await within(calcom).findByText('Not Connected')).toBeInTheDocument();
    expect(within(calcom).getByRole('button', { name: 'Connect' })).toBeInTheDocument();
    const signup = within(calcom).getByRole('link', { name: /Create Account/ });
    expect(signup).toHaveAttribute('href', 'https://app.cal.com/signup');
    expect(signup).toHaveAttribute('target', '_blank');
    expect(within(calcom).queryByRole('link', { name: /Manage Event Types/ })).not.toBeInTheDocument();
    expect(await within(card('Google Calendar')).findByText('Not Connected')).toBeInTheDocument();
    expect(screen.getByText('More integrations are coming')).toBeInTheDocument();
    expect(screen.getByText('Payments')).toBeInTheDocument();
    expect(screen.getByText('SMS')).toBeInTheDocument();
  });

  it('shows Connected with a Manage Event Types link once Cal.com is connected', async () => {
    await openIntegrations({ calcom: connected, google: connected });
    const calcom = card('Cal.com');
    expect(await within(calcom).findByText('Connected')).toBeInTheDocument();
    expect(within(calcom).getByText('bella@salon.test')).toBeInTheDocument();
    expect(within(calcom).getByRole('link', { name: /Manage Event Types/ })).toHaveAttribute(
      'href',
      'https://app.cal.com/event-types',
    );
    expect(within(calcom).queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
    expect(within(card('Google Calendar')).getByText('Connected')).toBeInTheDocument();
  });

  it('connects Cal.com in a popup and refetches when the popup reports back', async () => {
    const state = { calcom: notConnected, google: notConnected };
    const { popup, open } = stubPopup();
    const { calls, user } = await openIntegrations(state);
    const calcom = card('Cal.com');
    await user.click(await within(calcom).findByRole('button', { name: 'Connect' }));

    expect(open).toHaveBeenCalledWith('', 'ringbook-calcom', POPUP_FEATURES);
    await waitFor(() => expect(popup.location.href).toBe(SIGN_IN));
    expect(calls.filter((call) => call.url === '/oauth/calcom/start')).toHaveLength(1);

    // Someone else's window, or another provider's popup, changes nothing.
    const settingsCalls = () => calls.filter((call) => call.url === '/calendars/settings').length;
    const before = settingsCalls();
    postFromPopup({ type: 'oauth-complete', provider: 'calcom', ok: true }, 'https://evil.example');
    postFromPopup({ type: 'oauth-complete', provider: 'google', ok: true });
    postFromPopup('oauth-complete');

    state.calcom = connected;
    postFromPopup({ type: 'oauth-complete', provider: 'calcom', ok: true });
    expect(await within(calcom).findByText('Connected')).toBeInTheDocument();
    expect(settingsCalls()).toBeGreaterThan(before);
    expect(within(calcom).getByRole('link', { name: /Manage Event Types/ })).toBeInTheDocument();
    expect(screen.getByText('Cal.com is connected.')).toBeInTheDocument();
  });

  it('says so when the sign-in in the popup failed', async () => {
    stubPopup();
    const { user } = await openIntegrations({ calcom: notConnected, google: notConnected });
    await user.click(await within(card('Cal.com')).findByRole('button', { name: 'Connect' }));
    postFromPopup({ type: 'oauth-complete', provider: 'calcom', ok: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Cal.com not connected');
  });

  it("shows the server's reason when the sign-in cannot start, and closes the popup", async () => {
    const { popup } = stubPopup();
    const reason = 'Cal.com sign-in is not configured on this server. Use a personal API key instead.';
    const { user } = await openIntegrations(
      { calcom: notConnected, google: notConnected },
      () => ({ status: 503, body: { error: reason } }),
    );
    const calcom = card('Cal.com');
    await user.click(await within(calcom).findByRole('button', { name: 'Connect' }));
    expect(await within(calcom).findByRole('alert')).toHaveTextContent(`Failed to start Cal.com connection: ${reason}`);
    expect(popup.close).toHaveBeenCalled();
  });

  it("says 'Unknown error' when the server gives no reason", async () => {
    stubPopup();
    const { user } = await openIntegrations(
      { calcom: notConnected, google: notConnected },
      () => ({ status: 500, body: {} }),
    );
    await user.click(await within(card('Cal.com')).findByRole('button', { name: 'Connect' }));
    expect(await within(card('Cal.com')).findByRole('alert')).toHaveTextContent(
      'Failed to start Cal.com connection: Unknown error',
    );
  });

  it('asks to try again when the server cannot be reached', async () => {
    stubPopup();
    const { user } = await openIntegrations({ calcom: notConnected, google: notConnected }, () => UNREACHABLE);
    await user.click(await within(card('Cal.com')).findByRole('button', { name: 'Connect' }));
    expect(await within(card('Cal.com')).findByRole('alert')).toHaveTextContent(
      'Failed to start Cal.com connection. Please try again.',
    );
  });

  it('connects Cal.com with a personal API key', async () => {
    const { calls, user } = await openIntegrations({ calcom: notConnected, google: notConnected });
    const calcom = card('Cal.com');
    await user.click(await within(calcom).findByText('Have a Cal.com API key? Connect with it instead'));
    await user.click(within(calcom).getByRole('button', { name: 'Connect with API key' }));
    expect(within(calcom).getByText('Enter your Cal.com API key')).toBeInTheDocument();

    await user.type(within(calcom).getByLabelText('Cal.com API key'), ' cal_live_abc123 ');
    await user.click(within(calcom).getByRole('button', { name: 'Connect with API key' }));
    expect(await within(calcom).findByText('Connected')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/calcom/api-key')[0]).toMatchObject({
      method: 'PUT',
      body: { apiKey: 'cal_live_abc123' },
    });
  });

  it('disconnects Cal.com after confirming', async () => {
    const { calls, user } = await openIntegrations({ calcom: connected, google: notConnected });
    const calcom = card('Cal.com');
    await user.click(await within(calcom).findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Cal.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await within(calcom).findByText('Not Connected')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/calendars/connections/calcom')[0]!.method).toBe('DELETE');
  });

  it('connects Google Calendar the same way', async () => {
    const state = { calcom: notConnected, google: notConnected };
    const { popup, open } = stubPopup();
    const { user } = await openIntegrations(state);
    const google = card('Google Calendar');
    await user.click(await within(google).findByRole('button', { name: 'Connect Google Calendar' }));
    expect(open).toHaveBeenCalledWith('', 'ringbook-google', POPUP_FEATURES);
    await waitFor(() => expect(popup.location.href).toContain('accounts.google.com'));
    state.google = connected;
    postFromPopup({ type: 'oauth-complete', provider: 'google', ok: true });
    expect(await within(google).findByText('Connected')).toBeInTheDocument();
  });

  it('words a failed start like the spec', () => {
    expect(startFailureMessage('Cal.com', { answered: true, reason: 'Nope' })).toBe(
      'Failed to start Cal.com connection: Nope',
    );
    expect(startFailureMessage('Cal.com', { answered: true })).toBe('Failed to start Cal.com connection: Unknown error');
    expect(startFailureMessage('Cal.com', { answered: false })).toBe(
      'Failed to start Cal.com connection. Please try again.',
    );
  });
});
