import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { colour } from '../../../testing/salon';
import { ONBOARDING_COMPLETE_KEY } from '../utils/completion-flag';
import { COMPLETE, SERVICES, fillSettings, onboardingServer, openOnboarding, sent } from './onboarding-server';

// Typing whole forms in jsdom is slow when every test file runs at once.
vi.setConfig({ testTimeout: 15_000 });

afterEach(() => window.localStorage.clear());

describe('onboarding step 2: services', () => {
  it('starts with one row of defaults and goes back to settings with them kept', async () => {
    const { user } = await openOnboarding();
    await fillSettings(user);
    expect(screen.getByLabelText('Service 1 name')).toHaveValue('');
    expect(screen.getByLabelText('Service 1 duration (minutes)')).toHaveValue(30);
    expect(screen.getByLabelText('Service 1 buffer (minutes)')).toHaveValue(0);
    expect(screen.queryByLabelText('Service 1 ID')).toBeNull();
    await user.type(screen.getByLabelText('Service 1 name'), 'Haircut');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Business settings' })).toHaveFocus();
    expect(screen.getByLabelText('Business name')).toHaveValue('Bella Salon');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('Service 1 name')).toHaveValue('Haircut');
  });

  it('needs at least one named service', async () => {
    const { calls, user } = await openOnboarding();
    await fillSettings(user);
    await user.type(screen.getByLabelText('Service 1 name'), '  ');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByText('Please add at least one service')).toBeInTheDocument();
    expect(sent(calls, SERVICES, 'PUT')).toHaveLength(0);
    expect(sent(calls, COMPLETE, 'POST')).toHaveLength(0);
  });

  it('formats the price to two decimals when the field loses focus', async () => {
    const { user } = await openOnboarding();
    await fillSettings(user);
    const price = screen.getByLabelText('Service 1 price ($)');
    await user.type(price, '12.5');
    await user.tab();
    expect(price).toHaveDisplayValue('12.50');
  });

  it('drops blank rows, saves, completes, remembers it and opens the overview', async () => {
    const { calls, router, user } = await openOnboarding();
    await fillSettings(user);
    await user.type(screen.getByLabelText('Service 1 name'), 'Haircut');
    await user.type(screen.getByLabelText('Service 1 price ($)'), '35');
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    await user.type(screen.getByLabelText('Service 3 name'), 'Beard Trim');
    await user.clear(screen.getByLabelText('Service 3 duration (minutes)'));
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/overview'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('All set! Your portal is ready to use')).toBeInTheDocument();
    expect(sent(calls, SERVICES, 'PUT')[0]!.body).toEqual([
      { serviceId: '', name: 'Haircut', durationMin: 30, bufferMin: 0, price: 35 },
      { serviceId: '', name: 'Beard Trim', durationMin: 30, bufferMin: 0, price: 0 },
    ]);
    const order = calls.map((call) => `${call.method} ${call.url}`);
    expect(order.indexOf(`POST ${COMPLETE}`)).toBeGreaterThan(order.indexOf(`PUT ${SERVICES}`));
    expect(order.lastIndexOf('GET /portal/whoami')).toBeGreaterThan(order.indexOf(`POST ${COMPLETE}`));
    expect(window.localStorage.getItem(ONBOARDING_COMPLETE_KEY)).toBe('true');
  });

  it('fills in the services saved before', async () => {
    const { user } = await openOnboarding(
      onboardingServer({
        'GET /portal/tenants/services': () => ({
          body: [{ serviceId: 'cut', name: 'Cut', durationMin: 45, bufferMin: 10, price: 30, processingMin: 0, staffIds: null }],
        }),
      }),
    );
    await fillSettings(user);
    expect(screen.getByLabelText('Service 1 name')).toHaveValue('Cut');
    expect(screen.getByLabelText('Service 1 duration (minutes)')).toHaveValue(45);
    expect(screen.getByLabelText('Service 1 price ($)')).toHaveDisplayValue('30.00');
  });

  it('sends back what the step does not show, unchanged', async () => {
    const { calls, user } = await openOnboarding(
      onboardingServer({ 'GET /portal/tenants/services': () => ({ body: [colour] }) }),
    );
    await fillSettings(user);
    await user.clear(screen.getByLabelText('Service 1 name'));
    await user.type(screen.getByLabelText('Service 1 name'), 'Colour');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(sent(calls, SERVICES, 'PUT')).toHaveLength(1));
    expect(sent(calls, SERVICES, 'PUT')[0]!.body).toEqual([{ ...colour, name: 'Colour' }]);
  });

  it("stays when completing fails and shows the server's message", async () => {
    const { user, router } = await openOnboarding(
      onboardingServer({
        'POST /portal/tenants/onboarding/complete': () => ({ status: 422, body: { error: 'Please enter a business name' } }),
      }),
    );
    await fillSettings(user);
    await user.type(screen.getByLabelText('Service 1 name'), 'Haircut');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a business name');
    expect(router.state.location.pathname).toBe('/portal');
    expect(window.localStorage.getItem(ONBOARDING_COMPLETE_KEY)).toBeNull();
  });

  it("falls back to 'Failed to save services'", async () => {
    const { user } = await openOnboarding(
      onboardingServer({ 'PUT /portal/tenants/services': () => ({ status: 500, body: {} }) }),
    );
    await fillSettings(user);
    await user.type(screen.getByLabelText('Service 1 name'), 'Haircut');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save services');
  });
});
