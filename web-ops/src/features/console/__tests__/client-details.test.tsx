import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
