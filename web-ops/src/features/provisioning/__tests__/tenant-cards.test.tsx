import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminServer, callsTo, openProvisioning, resetSession, tenant } from './provisioning-server';

const card = (name: string) => screen.getByRole('article', { name });

describe('provisioning screen: tenant cards', () => {
  beforeEach(resetSession);
  afterEach(resetSession);

  it('shows one card per tenant with its badges, owner e-mail or No email, phone and agent id', async () => {
    await openProvisioning(
      adminServer([
        tenant({
          tenantId: 't-1',
          name: 'Salon Uno',
          agentStatus: 'active',
          receptionistStatus: 'ready',
          phoneNumber: '+18005550100',
          formattedPhoneNumber: '(800) 555-0100',
          agentId: 'agent_local_abc',
          webhooksConfigured: true,
        }),
        tenant({ tenantId: 't-2', name: 'Salon Dos', ownerEmail: '', receptionistStatus: 'not_started' }),
        tenant({ tenantId: 't-3', name: 'Salon Tres', ownerEmail: '', phoneNumber: '+14155550123' }),
      ]),
    );

    const uno = await screen.findByRole('article', { name: 'Salon Uno' });
    expect(within(uno).getByText('Active')).toHaveAttribute('data-status', 'active');
    expect(within(uno).getByText('Onboarding: Ready')).toBeInTheDocument();
    expect(within(uno).getByText('maria@salon.example')).toBeInTheDocument();
    expect(within(uno).getByText('(800) 555-0100')).toBeInTheDocument();
    expect(within(uno).getByText('agent_local_abc')).toBeInTheDocument();

    const dos = card('Salon Dos');
    expect(within(dos).getByText('Not provisioned')).toBeInTheDocument();
    expect(within(dos).queryByText(/^Onboarding:/)).toBeNull();
    expect(within(dos).getByText('No email')).toBeInTheDocument();
    expect(within(dos).getByText('No phone number')).toBeInTheDocument();
    expect(within(dos).getByText('No agent yet')).toBeInTheDocument();

    // A number the server did not format is formatted here; an empty e-mail is no e-mail.
    expect(within(card('Salon Tres')).getByText('(415) 555-0123')).toBeInTheDocument();
    expect(within(card('Salon Tres')).getByText('No email')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–3 of 3 tenants')).toBeInTheDocument();
    expect(document.title).toBe('Ringbook — AI Agent Provisioning');
  });

  it('shows beside the number whether clients are texted from it, and nothing when that is not known', async () => {
    const number = (n: number) => ({ phoneNumber: `+1800555010${n}`, formattedPhoneNumber: `(800) 555-010${n}` });
    await openProvisioning(
      adminServer([
        tenant({ tenantId: 'a', name: 'Own', agentStatus: 'active', ...number(1), phoneNumberTexting: 'own' }),
        tenant({ tenantId: 'b', name: 'Pending', agentStatus: 'active', ...number(2), phoneNumberTexting: 'pending' }),
        tenant({ tenantId: 'c', name: 'Shared', agentStatus: 'active', ...number(3), phoneNumberTexting: 'shared' }),
        tenant({ tenantId: 'd', name: 'Not Said', agentStatus: 'active', ...number(4), phoneNumberTexting: null }),
        tenant({ tenantId: 'e', name: 'No Number', phoneNumberTexting: null }),
      ]),
    );
    await screen.findByRole('article', { name: 'Own' });
    const badge = (name: string) => card(name).querySelector('[data-texting]');

    expect(badge('Own')).toHaveTextContent(/^Texts$/);
    expect(badge('Pending')).toHaveTextContent(/^Texting pending$/);
    expect(badge('Shared')).toHaveTextContent(/^Calls only$/);
    expect(badge('Not Said')).toBeNull();
    expect(badge('No Number')).toBeNull();
    // Beside the number, in its row of the card's details.
    const phoneRow = within(card('Pending')).getByText('(800) 555-0102').closest('dd');
    expect(phoneRow).toContainElement(within(card('Pending')).getByText('Texting pending'));
    expect(within(card('Pending')).getByText('Texting pending')).toHaveAttribute(
      'title',
      'Carriers have not approved this number for texting yet: texts go from the shared number',
    );
  });

  it('offers the button the agent status allows, for all five statuses', async () => {
    await openProvisioning(
      adminServer([
        tenant({ tenantId: 'a', name: 'Not Yet', agentStatus: 'not_provisioned' }),
        tenant({ tenantId: 'b', name: 'Running', agentStatus: 'provisioning' }),
        tenant({ tenantId: 'c', name: 'Pending', agentStatus: 'webhooks_pending', agentId: 'agent_c', phoneNumber: '+18005550101' }),
        tenant({ tenantId: 'd', name: 'Live', agentStatus: 'active', agentId: 'agent_d', phoneNumber: '+18005550102' }),
        tenant({ tenantId: 'e', name: 'Live No Number', agentStatus: 'active', agentId: 'agent_e' }),
        tenant({ tenantId: 'f', name: 'Broken', agentStatus: 'failed', error: 'The provider refused the prompt' }),
      ]),
    );
    await screen.findByRole('article', { name: 'Not Yet' });
    const actions = (name: string) =>
      [...within(card(name)).queryAllByRole('button'), ...within(card(name)).queryAllByRole('link')]
        .filter((element) => !element.getAttribute('aria-label')?.startsWith('Copy'))
        .map((element) => element.textContent);

    expect(actions('Not Yet')).toEqual(['Provision AI']);
    expect(actions('Running')).toEqual([]);
    expect(within(card('Running')).getByText('Provisioning in progress')).toBeInTheDocument();
    expect(actions('Pending')).toEqual(['Configure Webhooks']);
    expect(actions('Live')).toEqual(['Test Call']);
    expect(within(card('Live')).getByRole('button', { name: 'Test Call' })).toHaveAccessibleDescription('Live');
    expect(actions('Live No Number')).toEqual([]);
    expect(actions('Broken')).toEqual(['Retry']);
    expect(within(card('Broken')).getByText(/The provider refused the prompt/)).toBeInTheDocument();
    // Each button names its tenant for a screen reader.
    expect(within(card('Not Yet')).getByRole('button', { name: 'Provision AI' })).toHaveAccessibleDescription('Not Yet');
  });

  it('watches a card found provisioning until the saga ends', async () => {
    const running = tenant({ tenantId: 'b', name: 'Running', agentStatus: 'provisioning' });
    await openProvisioning(
      adminServer([running], {
        'GET /api/admin/tenants/{tenantId}/agent': () => ({
          body: {
            tenantId: 'b',
            locationId: 'b',
            agentStatus: 'webhooks_pending',
            agentId: 'agent_b',
            phoneNumber: '+18005550109',
            formattedPhoneNumber: '(800) 555-0109',
            voice: 'male',
            webhooksConfigured: false,
            provisioningStep: 'done',
            provisioningError: null,
            provisionedAt: null,
          },
        }),
      }),
    );
    expect(await within(await screen.findByRole('article', { name: 'Running' })).findByRole('button', { name: 'Configure Webhooks' })).toBeInTheDocument();
    expect(within(card('Running')).getByText('(800) 555-0109')).toBeInTheDocument();
  });

  it('copies the phone number and the agent id', async () => {
    const { user, writeText } = await openProvisioning(
      adminServer([tenant({ agentStatus: 'active', agentId: 'agent_x', phoneNumber: '+18005550100', formattedPhoneNumber: '(800) 555-0100' })]),
    );
    await screen.findByRole('article', { name: 'Salon Uno' });
    await user.click(screen.getByRole('button', { name: 'Copy phone number' }));
    expect(writeText).toHaveBeenLastCalledWith('+18005550100');
    expect(await screen.findByText('Phone number copied to clipboard!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy agent ID' }));
    expect(writeText).toHaveBeenLastCalledWith('agent_x');
    expect(await screen.findByText('Agent ID copied to clipboard!')).toBeInTheDocument();
  });

  it('says so when the browser refuses the clipboard', async () => {
    const { user, writeText } = await openProvisioning(
      adminServer([tenant({ agentStatus: 'active', agentId: 'agent_x', phoneNumber: '+18005550100' })]),
    );
    writeText.mockRejectedValueOnce(new DOMException('Write permission denied.', 'NotAllowedError'));
    await user.click(await screen.findByRole('button', { name: 'Copy phone number' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not copy to clipboard');
  });

  it('searches and pages on the server', async () => {
    const many = Array.from({ length: 24 }, (_, i) => tenant({ tenantId: `t-${i}`, name: `Salon ${i + 1}` }));
    const { calls, user, router } = await openProvisioning(adminServer(many, {}, 1000));
    await screen.findByRole('article', { name: 'Salon 1' });
    expect(callsTo(calls, '/api/admin/tenants')[0].url).toBe('/api/admin/tenants?page=1&pageSize=24');
    expect(screen.getByText('Showing 1–24 of 1,000 tenants')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 42')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/admin/tenants?page=2&pageSize=24'));
    expect(await screen.findByText('Page 2 of 42')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');

    await user.type(screen.getByRole('searchbox', { name: 'Search tenants' }), 'salon dos');
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/admin/tenants?page=1&pageSize=24&search=salon+dos'));
    expect(router.state.location.search).toBe('?q=salon+dos');
    // One request for the settled text, not one per keystroke.
    expect(callsTo(calls, '/api/admin/tenants').filter((call) => call.url.includes('search='))).toHaveLength(1);
  });

  it('says when a search finds nothing', async () => {
    const { user } = await openProvisioning(adminServer([]));
    expect(await screen.findByText('No tenants yet')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search tenants' }), 'nobody');
    expect(await screen.findByText('No tenants found')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch tenants' with the server's reason", async () => {
    await openProvisioning(
      adminServer([], { 'GET /api/admin/tenants': () => ({ status: 503, body: { error: 'The admin service is starting' } }) }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch tenants: The admin service is starting');
  });

  it('goes back to the token card with Invalid admin token on a 401', async () => {
    await openProvisioning(
      adminServer([], { 'GET /api/admin/tenants': () => ({ status: 401, body: { error: 'Invalid admin token' } }) }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Authentication' })).toBeInTheDocument();
    expect(screen.getByText('Invalid admin token')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('ringbook.adminToken')).toBeNull();
  });

  it('has a Logout button that clears the token and a link to the platform console', async () => {
    const { user } = await openProvisioning(adminServer([tenant()]));
    expect(screen.getByRole('link', { name: 'Admin Console' })).toHaveAttribute('href', '/admin');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Authentication' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('ringbook.adminToken')).toBeNull();
    expect(screen.queryByText('Invalid admin token')).toBeNull();
  });

  it('is also served at /admin/old', async () => {
    await openProvisioning(adminServer([tenant()]), '/admin/old');
    expect(await screen.findByRole('article', { name: 'Salon Uno' })).toBeInTheDocument();
  });
});
