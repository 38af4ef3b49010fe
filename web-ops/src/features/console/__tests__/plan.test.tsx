import { apiServer, type ApiCall, type Refusal } from '@ringbook/web-shared/testing/api-server.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminServer, client } from '../../../testing/admin-server';
import { openConsole } from './console-helpers';

const PLAN_URL = '/api/admin/tenants/t-glow/plan';

/** The admin service, answering a plan change with the salon as it now is. */
function serverSettingPlans(refusal?: Refusal) {
  adminServer();
  return apiServer({
    'PUT /api/admin/tenants/{tenantId}/plan': ({ body: { locations } }) =>
      refusal ?? { body: client({ planLocations: locations }) },
  });
}

async function openGlow(calls = serverSettingPlans()) {
  const opened = await openConsole('/admin?tab=clients', calls);
  await opened.user.click(await screen.findByRole('button', { name: 'View details of Glow Studio' }));
  return { ...opened, dialog: screen.getByRole('dialog', { name: 'Glow Studio' }) };
}

const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');

describe("a salon's plan", () => {
  it('shows the locations in the plan and changes them', async () => {
    const { user, calls, dialog } = await openGlow();
    expect(within(dialog).getByText('Locations in plan')).toBeInTheDocument();
    const form = within(dialog).getByRole('form', { name: 'Plan' });
    expect(form).toHaveTextContent('The plan covers 1 location (every salon starts with one).');

    const field = within(form).getByLabelText('Locations');
    expect(field).toHaveValue('1');
    await user.clear(field);
    await user.type(field, '3');
    await user.click(within(form).getByRole('button', { name: 'Set plan' }));

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const [put] = puts(calls);
    expect(new URL(put.url, 'http://ops.test').pathname).toBe(PLAN_URL);
    expect(put.body).toEqual({ locations: 3 });
    await waitFor(() =>
      expect(within(dialog).getByRole('form', { name: 'Plan' })).toHaveTextContent('The plan covers 3 locations.'),
    );
    expect(await screen.findByText('Plan saved')).toBeInTheDocument();
    expect(screen.getByText('Glow Studio can now have 3 locations.')).toBeInTheDocument();
  });

  it('refuses what is not a whole number from 1 to 50, without asking the server', async () => {
    const { user, calls, dialog } = await openGlow();
    const field = within(dialog).getByLabelText('Locations');
    for (const typed of ['0', '51', '2.5', 'two', ' ']) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Set plan' }));
      expect(within(dialog).getByText('Enter a whole number from 1 to 50')).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(puts(calls)).toHaveLength(0);
  });

  it('says why when the server refuses, and keeps the plan as it was', async () => {
    const { user, dialog } = await openGlow(serverSettingPlans({ status: 404, body: { error: 'No salon with this id' } }));
    const field = within(dialog).getByLabelText('Locations');
    await user.clear(field);
    await user.type(field, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Set plan' }));
    expect(await screen.findByText('Could not save the plan')).toBeInTheDocument();
    expect(screen.getByText('No salon with this id')).toBeInTheDocument();
    expect(within(dialog).getByRole('form', { name: 'Plan' })).toHaveTextContent('The plan covers 1 location');
  });
});
