import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminServer, failing, overview } from '../../../testing/admin-server';
import { openConsole } from './console-helpers';


const kpi = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('li')!;

describe('overview tab', () => {
  it('shows the four KPI cards from the overview', async () => {
    await openConsole();
    await screen.findByRole('heading', { level: 2, name: 'Total Clients' });
    expect(kpi('Total Clients')).toHaveTextContent('1,234');
    expect(kpi('Total Clients')).toHaveTextContent('+56 new this month');
    expect(kpi('Phone Numbers Provisioned')).toHaveTextContent('789');
    expect(kpi('Active AI Agents')).toHaveTextContent('701');
    expect(kpi('Active AI Agents')).toHaveTextContent('Live and operational');
    expect(kpi('Total Bookings')).toHaveTextContent('4,321');
    expect(kpi('Total Bookings')).toHaveTextContent('Made this month (UTC), in any way, not cancelled');
    expect(document.title).toBe('Ringbook — Platform Admin');
  });

  it('lists the alerts with their type, and the recent activity', async () => {
    await openConsole();
    const alerts = (await screen.findByRole('heading', { name: 'Alerts & Warnings' })).closest('div.rounded-lg')!;
    const items = within(alerts as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.type)).toEqual(['error', 'warning', 'info']);
    expect(items[0]).toHaveTextContent('Error: Agent provisioning failed: Bloom Barbers');
    expect(items[1]).toHaveTextContent('Warning: SMS is not configured');
    expect(items[2]).toHaveTextContent('Info: Nightly rebuild finished');

    const activity = screen.getByRole('heading', { name: 'Recent Activity' }).closest('div.rounded-lg')!;
    const entry = within(activity as HTMLElement).getByRole('listitem');
    expect(entry).toHaveTextContent("Operator dev launched Glow Studio's receptionist.");
    expect(entry).not.toHaveTextContent('=');
    expect(entry).toHaveTextContent('Mar 14, 2030, 3:30 PM');
  });

  it('says when there is nothing to worry about', async () => {
    const quiet = { ...overview, alerts: [], recentActivity: [] };
    await openConsole('/admin', adminServer({ overview: () => ({ body: quiet }) }));
    const main = screen.getByRole('main');
    expect(await within(main).findByText('No alerts. Everything is running smoothly.')).toBeInTheDocument();
    expect(within(main).getByText('No activity yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('shows Failed to fetch overview inline and as a destructive toast', async () => {
    await openConsole('/admin', adminServer({ overview: failing() }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to fetch overview');
    expect(toast).toHaveTextContent('Database unavailable');
    expect(within(screen.getByRole('main')).getByText('Failed to fetch overview')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('fetches the overview once for the tab and the notifications button', async () => {
    const { calls } = await openConsole();
    await screen.findByRole('heading', { level: 2, name: 'Total Clients' });
    expect(calls.filter(({ url }) => url === '/api/admin/overview')).toHaveLength(1);
  });
});

describe('notifications', () => {
  it('counts the alerts and opens them in a panel; Escape closes it', async () => {
    const { user } = await openConsole();
    const bell = await screen.findByRole('button', { name: 'Notifications: 3 alerts' });
    expect(bell).toHaveTextContent('3');
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Alerts & Warnings' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(panel).toHaveTextContent('SMS is not configured');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Alerts & Warnings' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('takes the operator from the panel to the overview', async () => {
    const { user, router } = await openConsole('/admin?tab=integrations');
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    await user.click(screen.getByRole('button', { name: 'Open overview' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { level: 2, name: 'Total Clients' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Alerts & Warnings' })).not.toBeInTheDocument();
  });
});
