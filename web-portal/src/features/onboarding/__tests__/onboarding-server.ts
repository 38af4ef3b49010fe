import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiServer, type ApiCall, type RouteHandlers } from '@ringbook/web-shared/testing/api-server.ts';
import type { TenantSettings } from '../../../lib/api/tenant-settings';
import { portalServer } from '../../../testing/owner';
import { savedService, savedSettings } from '../../../testing/salon';
import { renderRoute } from '../../../testing/render-route';

export const SETTINGS = '/portal/tenants/settings';
export const SERVICES = '/portal/tenants/services';
export const COMPLETE = '/portal/tenants/onboarding/complete';

/** A new owner's settings: nothing of theirs savedService yet. */
const unsaved: TenantSettings = {
  ...savedSettings,
  name: '',
  address: '',
  ownerPhone: '',
  onboardingComplete: false,
};


/** A new owner's server: nothing savedService yet, every save accepted, unless `routes` answer otherwise. Returns the
 * requests it answered. */
export function onboardingServer(routes: RouteHandlers = {}) {
  portalServer({ onboardingComplete: false });
  apiServer({
    'GET /portal/tenants/settings': () => ({ body: unsaved }),
    'PUT /portal/tenants/settings': ({ body }) => ({ body: { ...unsaved, name: body.name ?? '' } }),
    'GET /portal/tenants/services': () => ({ body: [] }),
    'PUT /portal/tenants/services': ({ body }) => ({ body: Array.isArray(body) ? body.map(savedService) : [] }),
    'POST /portal/tenants/onboarding/complete': () => ({ body: { ...unsaved, onboardingComplete: true } }),
  });
  return apiServer(routes);
}

export const sent = (calls: ApiCall[], url: string, method: string) =>
  calls.filter((call) => call.url === url && call.method === method);

export async function openOnboarding(calls = onboardingServer()) {
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
