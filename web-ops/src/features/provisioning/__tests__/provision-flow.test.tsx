import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FUNCTION_NAMES,
  adminServer,
  agent,
  callsTo,
  inTurn,
  openProvisioning,
  provisioned,
  resetSession,
  tenant,
  webhookConfig,
} from './provisioning-server';
import type { Refusal } from '@ringbook/web-shared/testing/api-server.ts';

const PROVISION = '/api/admin/provision-agent/t-1';
const WEBHOOKS = '/api/admin/tenants/t-1/webhooks';

// The saga is polled every 2 s, as the server is asked in real time.
const POLLED = { timeout: 4000 };

// Hidden ones too: an open dialog hides the page behind it from assistive technology.
const card = () => screen.getByRole('article', { name: 'Salon Uno', hidden: true });

function happyServer(routes: Parameters<typeof adminServer>[1] = {}) {
  return adminServer([tenant()], {
    'POST /api/admin/provision-agent/{tenantId}': () => ({ body: agent({ provisioningStep: 'buy_number' }) }),
    'GET /api/admin/tenants/{tenantId}/agent': () => ({ body: provisioned() }),
    'GET /api/admin/webhook-config/{tenantId}': () => ({ body: webhookConfig }),
    'PATCH /api/admin/tenants/{tenantId}/webhooks': () => ({ body: provisioned({ agentStatus: 'active', webhooksConfigured: true }) }),
    ...routes,
  });
}

async function provision(answer = happyServer()) {
  const opened = await openProvisioning(answer);
  await opened.user.click(await within(await screen.findByRole('article', { name: 'Salon Uno' })).findByRole('button', { name: 'Provision AI' }));
  return opened;
}

describe('provisioning an agent', () => {
  beforeEach(resetSession);
  afterEach(resetSession);

  it('blocks the screen with the steps, then opens the webhook dialog with the 7 functions', async () => {
    const { calls } = await provision();

    const overlay = await screen.findByRole('alertdialog', { name: 'Provisioning AI agent' });
    expect(overlay).toHaveFocus();
    const steps = within(within(overlay).getByRole('list', { name: 'Provisioning steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Creating a custom language-model agent with the business prompt (done)',
      'Provisioning a toll-free phone number (in progress)',
      'Linking the number to the agent (waiting)',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    // Nothing behind the overlay can be reached.
    expect(screen.getByRole('heading', { level: 1, name: 'AI Agent Provisioning' }).closest('[inert]')).not.toBeNull();
    expect(callsTo(calls, PROVISION, 'POST')).toHaveLength(1);

    expect(await screen.findByText('Agent provisioned successfully!', undefined, POLLED)).toBeInTheDocument();
    expect(screen.getByText('Please configure webhooks to complete setup.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.querySelector('[inert]')).toBeNull();

    const dialog = await screen.findByRole('dialog', { name: 'Configure Webhooks' });
    const items = within(await within(dialog).findByRole('list', { name: 'Functions' })).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(FUNCTION_NAMES);
    expect(within(items[2]).getByText('Does book appointment')).toBeInTheDocument();
    expect(within(items[2]).getByText('https://ringbook.example/api/receptionist/functions/book_appointment')).toBeInTheDocument();
    expect(within(items[2]).getByText('POST')).toBeInTheDocument();
    expect(within(dialog).getByText('agent_local_abc123')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Open Voice Provider Dashboard/ })).toHaveAttribute(
      'href',
      webhookConfig.dashboardUrl,
    );
    expect(within(dialog).getByRole('link', { name: /Open Voice Provider Dashboard/ })).toHaveAttribute('target', '_blank');

    // The answer is merged into the tenant behind the dialog.
    expect(within(card()).getByText('Webhooks pending')).toBeInTheDocument();
    expect(within(card()).getByText('(800) 555-0100')).toBeInTheDocument();
    expect(within(card()).getByText('agent_local_abc123')).toBeInTheDocument();
  }, 8000);

  it('copies a function’s parameters as pretty JSON, and the agent id', async () => {
    const { user, writeText } = await provision();
    const dialog = await screen.findByRole('dialog', { name: 'Configure Webhooks' }, POLLED);
    await user.click(await within(dialog).findByRole('button', { name: 'Copy parameters of check_availability' }));
    expect(writeText).toHaveBeenLastCalledWith(JSON.stringify(webhookConfig.functions[1].parameters, null, 2));
    expect(await screen.findByText('Parameters copied to clipboard!')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy agent ID' }));
    expect(writeText).toHaveBeenLastCalledWith('agent_local_abc123');
    expect(await screen.findByText('Agent ID copied to clipboard!')).toBeInTheDocument();
  }, 8000);

  it('marks the webhooks configured: the agent is active with a Test Call button', async () => {
    const { user, calls } = await provision();
    const dialog = await screen.findByRole('dialog', { name: 'Configure Webhooks' }, POLLED);
    await within(dialog).findByRole('list', { name: 'Functions' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Configured' }));

    expect(await screen.findByText('Agent activated!')).toBeInTheDocument();
    expect(screen.getByText('The AI receptionist is now active and ready to take calls.')).toBeInTheDocument();
    expect(callsTo(calls, WEBHOOKS, 'PATCH').map((call) => call.body)).toEqual([{ configured: true }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card()).getByText('Active')).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Test Call' }));
    const testCall = await screen.findByRole('dialog', { name: 'Test call — Salon Uno' });
    expect(within(testCall).getByRole('link', { name: 'Call (800) 555-0100 from a phone' })).toHaveAttribute(
      'href',
      'tel:+18005550100',
    );
  }, 8000);

  it("keeps the dialog open and says why when marking configured fails", async () => {
    const { user } = await provision(
      happyServer({
        'PATCH /api/admin/tenants/{tenantId}/webhooks': () => ({ status: 409, body: { error: 'The self-test of book_appointment failed (HTTP 500)' } }),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Configure Webhooks' }, POLLED);
    await within(dialog).findByRole('list', { name: 'Functions' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Configured' }));

    // In the dialog (the toasts sit behind it while it is open) and in the toast.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to mark webhooks configured: The self-test of book_appointment failed (HTTP 500)',
    );
    expect(screen.getAllByText('Failed to mark webhooks configured')).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Configure Webhooks' })).toBeInTheDocument();
    expect(within(card()).getByText('Webhooks pending')).toBeInTheDocument();
  }, 8000);

  it("shows 'Failed to fetch webhook config' in the dialog", async () => {
    const { user } = await openProvisioning(
      adminServer([tenant({ agentStatus: 'webhooks_pending', agentId: 'agent_p' })], {
        'GET /api/admin/webhook-config/{tenantId}': () => ({ status: 503, body: { error: 'The receptionist service is not answering right now.' } }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Configure Webhooks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configure Webhooks' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to fetch webhook config: The receptionist service is not answering right now.',
    );
    expect(within(dialog).getByRole('button', { name: 'Mark as Configured' })).toBeDisabled();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("toasts 'Provisioning failed' with the saga's reason and offers Retry", async () => {
    const { user, calls } = await provision(
      happyServer({
        'GET /api/admin/tenants/{tenantId}/agent': inTurn({
          body: agent({ agentStatus: 'failed', provisioningStep: 'buy_number', provisioningError: 'No numbers left' }),
        }),
      }),
    );
    const toastAlert = await screen.findByRole('alert', undefined, POLLED);
    expect(toastAlert).toHaveTextContent('Provisioning failed');
    expect(toastAlert).toHaveTextContent('No numbers left');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card()).getByText('Failed')).toBeInTheDocument();
    expect(within(card()).getByText(/No numbers left/)).toBeInTheDocument();

    // Retry provisions again, and this time it works.
    const retry = within(card()).getByRole('button', { name: 'Retry' });
    expect(retry).toHaveFocus();
    calls.length = 0;
    await user.click(retry);
    expect(callsTo(calls, PROVISION, 'POST')).toHaveLength(1);
  }, 8000);

  it("toasts the server's refusal of the request, or just 'Provisioning failed'", async () => {
    let refusal: Refusal = {
      status: 409,
      body: { error: 'The agent is provisioning: only a not provisioned or failed agent can be provisioned' },
    };
    const { user } = await provision(happyServer({ 'POST /api/admin/provision-agent/{tenantId}': () => refusal }));
    const first = await screen.findByRole('alert');
    expect(first).toHaveTextContent('Provisioning failed');
    expect(first).toHaveTextContent('only a not provisioned or failed agent can be provisioned');

    refusal = { status: 500, body: 'Internal Server Error' };
    await user.click(within(card()).getByRole('button', { name: 'Provision AI' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Provisioning failed'));
    expect(within(card()).getByText('Not provisioned')).toBeInTheDocument();
  });

  it('goes back to the token card when the token is refused while provisioning', async () => {
    await provision(happyServer({ 'POST /api/admin/provision-agent/{tenantId}': () => ({ status: 403, body: { error: 'Invalid admin token' } }) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Authentication' })).toBeInTheDocument();
    expect(screen.getByText('Invalid admin token')).toBeInTheDocument();
    expect(screen.queryByText('Provisioning failed')).toBeNull();
  });
});
