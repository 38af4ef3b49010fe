import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type MockAnswer } from '@ringbook/web-shared/testing/mock-fetch.ts';
import { legacyPortalServer } from '../../../testing/owner';
import { renderRoute } from '../../../testing/render-route';

export const SETTINGS = '/portal/tenants/settings';
export const SERVICES = '/portal/tenants/services';
export const COMPLETE = '/portal/tenants/onboarding/complete';

export type Routes = Record<string, MockAnswer | ((body: unknown, method: string) => MockAnswer)>;
export type Calls = { url: string; method: string; body: unknown }[];

/** A new owner's server: nothing saved yet, every save accepted, unless `routes` says otherwise. */
export function onboardingServer(routes: Routes = {}) {
  const portal = legacyPortalServer({ onboardingComplete: false });
  return (url: string, body: unknown): MockAnswer => {
    const method = body === undefined ? 'GET' : 'WRITE';
    const route = routes[url];
    if (typeof route === 'function') return route(body, method);
    if (route) return route;
    if (url === SETTINGS) return { body: body ?? { name: '', timezone: 'America/New_York', onboardingComplete: false } };
    if (url === SERVICES) return { body: body ?? [] };
    return portal(url);
  };
}

export const sent = (calls: Calls, url: string, method: string) =>
  calls.filter((call) => call.url === url && call.method === method);

export async function openOnboarding(answer = onboardingServer()) {
  const calls = mockFetch(answer);
  const router = renderRoute('/portal');
  await screen.findByRole('heading', { level: 1, name: 'Set up your salon' });
  await screen.findByRole('heading', { level: 2, name: 'Business settings' });
  return { calls, router, user: userEvent.setup({ delay: null }) };
}

export async function fillSettings(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Business name'), '  Bella Salon ');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return screen.findByRole('heading', { level: 2, name: 'Your services' });
}
