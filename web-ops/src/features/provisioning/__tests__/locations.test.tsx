import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Tenant } from '../api/get-tenants';
import {
  adminServer,
  agent,
  callsTo,
  openProvisioning,
  provisioned,
  resetSession,
  tenant,
  webhookConfig,
} from './provisioning-server';

type Location = Tenant['locations'][number];

const HARBOUR = 'l-harbour';

function place(overrides: Partial<Location>): Location {
  return {
    locationId: 't-1',
    name: 'Salon Uno',
    address: '1 Main St',
    position: 0,
    phoneNumber: null,
    formattedPhoneNumber: null,
    texting: null,
    agentId: null,
    agentStatus: 'not_provisioned',
    receptionistStatus: 'not_started',
    voiceEngine: null,
    understanding: null,
    error: null,
    ...overrides,
  };
}

/** Salon Uno: its first location answering on its number, Harbour with no receptionist yet. */
const twoLocations = () =>
  tenant({
    agentStatus: 'active',
    agentId: 'agent_uno',
    phoneNumber: '+18005550101',
    formattedPhoneNumber: '(800) 555-0101',
    voiceEngine: 'ringbook',
    understanding: 'built_in',
    locations: [
      place({
        agentStatus: 'active',
        agentId: 'agent_uno',
        phoneNumber: '+18005550101',
        formattedPhoneNumber: '(800) 555-0101',
        receptionistStatus: 'ready',
        voiceEngine: 'ringbook',
        understanding: 'built_in',
      }),
      place({ locationId: HARBOUR, name: 'Harbour', address: '2 Quay Road', position: 1 }),
    ],
  });

const harbourAgent = provisioned({ locationId: HARBOUR, agentId: 'agent_harbour', phoneNumber: '+18005550102', formattedPhoneNumber: '(800) 555-0102' });
const row = (name: string) => screen.getByRole('region', { name, hidden: true });

describe('provisioning screen: a salon with several locations', () => {
  beforeEach(resetSession);
  afterEach(resetSession);

  it('shows one row per location with its agent, number and status', async () => {
    await openProvisioning(adminServer([twoLocations()]));
    const card = await screen.findByRole('article', { name: 'Salon Uno' });
    const rows = within(card).getAllByRole('region');
    expect(rows.map((region) => within(region).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Salon Uno',
      'Harbour',
    ]);
    const first = rows[0];
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('(800) 555-0101')).toBeInTheDocument();
    expect(within(first).getByText('agent_uno')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Test Call' })).toHaveAccessibleDescription('Salon Uno Salon Uno');
    const harbour = rows[1];
    expect(within(harbour).getByText('Not provisioned')).toBeInTheDocument();
    expect(within(harbour).getByText('No phone number')).toBeInTheDocument();
    expect(within(harbour).getByRole('button', { name: 'Provision AI' })).toHaveAccessibleDescription('Salon Uno Harbour');
    expect(within(harbour).getByRole('combobox', { name: 'Engine of Salon Uno (Harbour)' })).toBeInTheDocument();
  });

  it('shows beside each location’s number whether clients are texted from it', async () => {
    const salon = twoLocations();
    salon.locations = [
      { ...salon.locations[0], texting: 'own' },
      place({ locationId: HARBOUR, name: 'Harbour', position: 1, agentStatus: 'active', phoneNumber: '+18005550102', texting: 'pending' }),
    ];
    // The salon's own (its first location's) is not what the rows show.
    await openProvisioning(adminServer([{ ...salon, phoneNumberTexting: 'shared' }]));
    await screen.findByRole('article', { name: 'Salon Uno' });
    expect(within(row('Salon Uno')).getByText('Texts')).toHaveAttribute('data-texting', 'own');
    expect(within(row('Harbour')).getByText('Texting pending')).toHaveAttribute('data-texting', 'pending');
    expect(screen.queryByText('Calls only')).toBeNull();
  });

  it('provisions and configures the row’s location, and leaves the other as it is', async () => {
    const { calls, user } = await openProvisioning(
      adminServer([twoLocations()], {
        'POST /api/admin/provision-agent/{tenantId}': () => ({ body: agent({ locationId: HARBOUR, provisioningStep: 'buy_number' }) }),
        'GET /api/admin/tenants/{tenantId}/agent': ({ url }) => ({
          body: url.searchParams.get('location') === HARBOUR ? harbourAgent : agent({ agentStatus: 'active' }),
        }),
        'GET /api/admin/webhook-config/{tenantId}': () => ({ body: { ...webhookConfig, locationId: HARBOUR } }),
        'PATCH /api/admin/tenants/{tenantId}/webhooks': () => ({ body: { ...harbourAgent, agentStatus: 'active', webhooksConfigured: true } }),
      }),
    );
    await screen.findByRole('article', { name: 'Salon Uno' });
    await user.click(within(row('Harbour')).getByRole('button', { name: 'Provision AI' }));

    expect(await screen.findByText(/Salon Uno \(Harbour\)/)).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Configure Webhooks' }, { timeout: 4000 });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Salon Uno (Harbour)'));
    await within(dialog).findByRole('list', { name: 'Functions' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Configured' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const asked = calls.filter((call) => call.url.startsWith('/api/admin/') && !call.url.startsWith('/api/admin/tenants?'));
    expect(asked.map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST /api/admin/provision-agent/t-1?location=${HARBOUR}`,
      `GET /api/admin/tenants/t-1/agent?location=${HARBOUR}`,
      `GET /api/admin/webhook-config/t-1?location=${HARBOUR}`,
      `PATCH /api/admin/tenants/t-1/webhooks?location=${HARBOUR}`,
    ]);
    expect(within(row('Harbour')).getByText('Active')).toBeInTheDocument();
    expect(within(row('Harbour')).getByText('(800) 555-0102')).toBeInTheDocument();
    expect(within(row('Salon Uno')).getByText('agent_uno')).toBeInTheDocument();
  }, 8000);

  it('changes the engine of the row’s location only', async () => {
    const { calls, user } = await openProvisioning(
      adminServer([twoLocations()], {
        'PATCH /api/admin/tenants/{tenantId}/agent/engine': () => ({
          body: agent({ locationId: HARBOUR, agentStatus: 'not_provisioned', voiceEngine: 'hosted' }),
        }),
      }),
    );
    await screen.findByRole('article', { name: 'Salon Uno' });
    await user.selectOptions(within(row('Harbour')).getByRole('combobox', { name: /Engine/ }), 'hosted');

    await waitFor(() => expect(callsTo(calls, '/api/admin/tenants/t-1/agent/engine', 'PATCH')).toHaveLength(1));
    expect(callsTo(calls, '/api/admin/tenants/t-1/agent/engine', 'PATCH')[0].url).toBe(
      `/api/admin/tenants/t-1/agent/engine?location=${HARBOUR}`,
    );
    await waitFor(() =>
      expect(within(row('Harbour')).getByRole('combobox', { name: /Engine/ })).toHaveDisplayValue('Retell hosted LLM'),
    );
    expect(within(row('Salon Uno')).getByRole('combobox', { name: /Engine/ })).toHaveDisplayValue('Ringbook engine');
  });

  it('shows a salon with one location as one card whose actions name no location', async () => {
    const { calls, user } = await openProvisioning(
      adminServer([tenant()], {
        'POST /api/admin/provision-agent/{tenantId}': () => ({ body: provisioned() }),
        'GET /api/admin/webhook-config/{tenantId}': () => ({ body: webhookConfig }),
      }),
    );
    const card = await screen.findByRole('article', { name: 'Salon Uno' });
    expect(within(card).queryAllByRole('region')).toEqual([]);
    await user.click(within(card).getByRole('button', { name: 'Provision AI' }));
    await screen.findByRole('dialog', { name: 'Configure Webhooks' }, { timeout: 4000 });
    expect(calls.filter((call) => call.url.includes('location='))).toEqual([]);
  });
});
