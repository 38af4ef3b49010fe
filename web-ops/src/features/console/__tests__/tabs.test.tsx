import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UNREACHABLE } from '@ringbook/web-shared/testing/api-server.ts';
import { adminServer, failing, paged, type AdminEndpoints } from '../../../testing/admin-server';
import { openConsole } from './console-helpers';

const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((header) => header.textContent);

describe('console tabs', () => {
  it('keeps the open tab in the URL', async () => {
    const { user, router } = await openConsole();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Agents' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=agents'));
    expect(screen.getByRole('tab', { name: 'Agents' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Agents' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens the tab a link names, and the overview for one it does not know', async () => {
    await openConsole('/admin?tab=logs');
    expect(screen.getByRole('tab', { name: 'Logs' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Log entries' })).toBeInTheDocument();
  });

  it('falls back to the overview for a tab it does not know', async () => {
    await openConsole('/admin?tab=nonsense');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists clients with their status, phone and calendar badge', async () => {
    await openConsole('/admin?tab=clients');
    const table = await screen.findByRole('table', { name: 'Clients' });
    expect(headers(table)).toEqual(['Business', 'Owner e-mail', 'Status', 'Phone', 'Calendar', 'Actions']);
    const glow = within(table).getByRole('row', { name: /Glow Studio/ });
    expect(glow).toHaveTextContent('maria@glow.example');
    expect(glow).toHaveTextContent('Active');
    expect(glow).toHaveTextContent('(800) 555-0123');
    expect(glow).toHaveTextContent('Calendar connected');
    const bloom = within(table).getByRole('row', { name: /Bloom Barbers/ });
    expect(bloom).toHaveTextContent('Not provisioned');
    expect(bloom).toHaveTextContent('No number yet');
    expect(bloom).toHaveTextContent('Calendar not connected');
    expect(within(bloom).getByRole('button', { name: 'View details of Bloom Barbers' })).toHaveTextContent('View Details');
  });

  it('lists phone numbers with their salon, status and webhooks', async () => {
    await openConsole('/admin?tab=phones');
    const table = await screen.findByRole('table', { name: 'Phone numbers' });
    expect(headers(table)).toEqual(['Number', 'Salon', 'Status', 'Webhooks']);
    const glow = within(table).getByRole('row', { name: /Glow Studio/ });
    expect(glow).toHaveTextContent('(800) 555-0123');
    expect(glow).toHaveTextContent('Active');
    expect(glow).toHaveTextContent('Webhooks OK');
    const shine = within(table).getByRole('row', { name: /Shine Nails/ });
    expect(shine).toHaveTextContent('Webhooks pending');
    expect(shine).toHaveTextContent('Webhooks Pending');
  });

  it('lists agents with their id, status, phone, voice and provisioned date or N/A', async () => {
    await openConsole('/admin?tab=agents');
    const table = await screen.findByRole('table', { name: 'Agents' });
    expect(headers(table)).toEqual(['Salon', 'Agent ID', 'Status', 'Phone', 'Voice', 'Provisioned']);
    const glow = within(table).getByRole('row', { name: /Glow Studio/ });
    expect(glow).toHaveTextContent('agent_glow_1');
    expect(glow).toHaveTextContent('Active');
    expect(glow).toHaveTextContent('(800) 555-0123');
    expect(glow).toHaveTextContent('Female');
    expect(glow).toHaveTextContent('Mar 2, 2030');
    const fade = within(table).getByRole('row', { name: /Fade Room/ });
    expect(fade).toHaveTextContent('Failed');
    expect(fade).toHaveTextContent('N/A');
  });

  it('lists the audit log in sentences, with salon name and id, and time', async () => {
    await openConsole('/admin?tab=logs');
    const table = await screen.findByRole('table', { name: 'Log entries' });
    expect(headers(table)).toEqual(['Activity', 'Salon', 'Time']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent("Operator dev launched Glow Studio's receptionist.");
    expect(rows[0]).not.toHaveTextContent('=');
    expect(rows[0]).toHaveTextContent('Glow Studio');
    expect(rows[0]).toHaveTextContent('t-glow');
    expect(rows[0]).toHaveTextContent('Mar 14, 2030, 3:30 PM');
    expect(rows[1]).toHaveTextContent('Glow Studio signed up.');
  });

  it('lists integrations with when they were checked and Configured or Not Configured', async () => {
    await openConsole('/admin?tab=integrations');
    const table = await screen.findByRole('table', { name: 'Integrations' });
    expect(headers(table)).toEqual(['Integration', 'Last checked', 'Status']);
    const voice = within(table).getByRole('row', { name: /Voice provider/ });
    expect(voice).toHaveTextContent('Mar 14, 2030, 3:00 PM');
    expect(voice).toHaveTextContent('Configured');
    expect(within(table).getByRole('row', { name: /SMS/ })).toHaveTextContent('Not Configured');
  });
});

const LISTS: [tab: string, endpoint: keyof AdminEndpoints, empty: string, failure: string][] = [
  ['clients', 'clients', 'No clients found', 'Failed to fetch clients'],
  ['phones', 'phoneNumbers', 'No phone numbers provisioned yet', 'Failed to fetch phone numbers'],
  ['agents', 'agents', 'No AI agents provisioned yet', 'Failed to fetch agents'],
  ['logs', 'auditLogs', 'No activity logs yet', 'Failed to fetch audit logs'],
];

describe.each(LISTS)('the %s tab', (tab, endpoint, empty, failure) => {
  it(`says "${empty}" when there are none`, async () => {
    await openConsole(`/admin?tab=${tab}`, adminServer({ [endpoint]: () => paged([]) }));
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /^Pages/ })).not.toBeInTheDocument();
  });

  it(`says "${failure}" inline and in a destructive toast, and tries again`, async () => {
    let fail = true;
    const unavailable = failing(503, 'Service unavailable');
    const failingYet = () => (fail ? unavailable() : undefined);
    await openConsole(
      `/admin?tab=${tab}`,
      adminServer({
        clients: failingYet,
        phoneNumbers: failingYet,
        agents: failingYet,
        auditLogs: failingYet,
        integrations: failingYet,
      }),
    );
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(failure);
    expect(toast).toHaveTextContent('Service unavailable');
    expect(within(screen.getByRole('main')).getByText(failure)).toBeInTheDocument();

    fail = false;
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('the integrations tab', () => {
  it('says "Failed to fetch integrations" inline and in a destructive toast', async () => {
    await openConsole('/admin?tab=integrations', adminServer({ integrations: failing() }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch integrations');
    expect(within(screen.getByRole('main')).getByText('Failed to fetch integrations')).toBeInTheDocument();
  });

  it('says a network failure is worth another try', async () => {
    await openConsole('/admin?tab=integrations', adminServer({ integrations: () => UNREACHABLE }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check your connection and try again.');
  });
});
