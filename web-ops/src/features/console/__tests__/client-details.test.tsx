import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsTo } from '../../../testing/admin-server';
import { openConsole } from './console-helpers';

const detail = (dialog: HTMLElement, label: string) => within(dialog).getByText(label).nextElementSibling;

describe('client details', () => {
  it('shows everything the operator knows about the salon', async () => {
    const { user } = await openConsole('/admin?tab=clients');
    await user.click(await screen.findByRole('button', { name: 'View details of Glow Studio' }));

    const dialog = screen.getByRole('dialog', { name: 'Glow Studio' });
    expect(detail(dialog, 'Tenant ID')).toHaveTextContent('t-glow');
    expect(detail(dialog, 'Owner e-mail')).toHaveTextContent('maria@glow.example');
    expect(detail(dialog, 'Location')).toHaveTextContent('12 Main St, Springfield');
    const badges = detail(dialog, 'Status')!;
    expect(badges).toHaveTextContent('Active');
    expect(badges).toHaveTextContent('Receptionist: Ready');
    expect(badges).toHaveTextContent('Onboarding complete');
    expect(badges).toHaveTextContent('Calendar connected');
    expect(detail(dialog, 'Services')).toHaveTextContent('4');
    expect(detail(dialog, 'Staff')).toHaveTextContent('3');
    expect(detail(dialog, 'Operating hours')).toHaveTextContent('9:00 AM – 6:00 PM (America/New_York)');
    expect(detail(dialog, 'Agent ID')).toHaveTextContent('agent_glow_1');

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says what a salon early in its setup is still missing', async () => {
    const { user } = await openConsole('/admin?tab=clients');
    await user.click(await screen.findByRole('button', { name: 'View details of Bloom Barbers' }));
    const dialog = screen.getByRole('dialog', { name: 'Bloom Barbers' });
    expect(detail(dialog, 'Location')).toHaveTextContent('Not set');
    expect(detail(dialog, 'Status')).toHaveTextContent('Receptionist: Business info');
    expect(detail(dialog, 'Status')).toHaveTextContent('Onboarding incomplete');
    expect(detail(dialog, 'Operating hours')).toHaveTextContent('Not set');
    expect(detail(dialog, 'Agent ID')).toHaveTextContent('Not provisioned');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens the salon's own activity log, and every salon's again", async () => {
    const { user, router, calls } = await openConsole('/admin?tab=clients&search=glow');
    await user.click(await screen.findByRole('button', { name: 'View details of Glow Studio' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Glow Studio' })).getByRole('button', { name: 'View Activity' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=logs&search=glow&tenant=t-glow'));
    expect(screen.getByRole('tab', { name: 'Logs' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(requestsTo(calls, '/api/admin/audit-logs').at(-1)?.get('tenantId')).toBe('t-glow'));
    const note = (await screen.findByRole('button', { name: 'Show all activity' })).closest('p');
    await waitFor(() => expect(note).toHaveTextContent('Salon Glow Studio'));
    expect(screen.getByText('Everything that happened at this salon, newest first.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Log entries' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.includes('t-glow'))).toEqual([true, true]);

    await user.click(screen.getByRole('button', { name: 'Show all activity' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=logs&search=glow'));
    await waitFor(() => expect(requestsTo(calls, '/api/admin/audit-logs').at(-1)?.has('tenantId')).toBe(false));
    expect(screen.getByText('Everything that happened on the platform, newest first.')).toBeInTheDocument();
  });
});
