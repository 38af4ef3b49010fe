import { apiServer, type Refusal } from '@ringbook/web-shared/testing/api-server.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminServer, client } from '../../../testing/admin-server';
import { openConsole } from './console-helpers';

const LIMIT_URL = '/api/admin/tenants/t-glow/text-limit';

/** The admin service, answering a limit change with the salon as it now is. */
function serverSettingLimits(refusal?: Refusal) {
  adminServer();
  return apiServer({
    'PUT /api/admin/tenants/{tenantId}/text-limit': ({ body: { dailyLimit } }) =>
      refusal ?? {
        body: client({ texting: { dailyLimit, perNumberLimit: 10, operatorLimit: dailyLimit, withheld: 0, lastWithheldAt: null } }),
      },
  });
}

async function openGlow(calls = serverSettingLimits()) {
  const opened = await openConsole('/admin?tab=clients', calls);
  await opened.user.click(await screen.findByRole('button', { name: 'View details of Glow Studio' }));
  return { ...opened, dialog: screen.getByRole('dialog', { name: 'Glow Studio' }) };
}

describe("a salon's daily text limit", () => {
  it('shows the limits of today and raises the daily one', async () => {
    const { user, calls, dialog } = await openGlow();
    const form = within(dialog).getByRole('form', { name: 'Text limit' });
    expect(form).toHaveTextContent('100 a day (default for the salon’s age), at most 3 a day to one number.');

    const field = within(form).getByLabelText('Daily text limit');
    await user.clear(field);
    await user.type(field, '500');
    await user.click(within(form).getByRole('button', { name: 'Set limit' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    const [put] = calls.filter((call) => call.method === 'PUT');
    expect(new URL(put.url, 'http://ops.test').pathname).toBe(LIMIT_URL);
    expect(put.body).toEqual({ dailyLimit: 500 });
    await waitFor(() =>
      expect(within(dialog).getByRole('form', { name: 'Text limit' })).toHaveTextContent(
        '500 a day (set by an operator), at most 10 a day to one number.',
      ),
    );
    expect(await screen.findByText('Text limit saved')).toBeInTheDocument();
  });

  it('refuses what is not a whole number in range, without asking the server', async () => {
    const { user, calls, dialog } = await openGlow();
    const field = within(dialog).getByLabelText('Daily text limit');
    await user.clear(field);
    await user.type(field, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Set limit' }));

    expect(within(dialog).getByText('Enter a whole number from 1 to 100,000')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it("says why when the server refuses", async () => {
    const { user, dialog } = await openGlow(serverSettingLimits({ status: 404, body: { error: 'No salon with this id' } }));
    await user.click(within(dialog).getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByText('Could not save the text limit')).toBeInTheDocument();
    expect(screen.getByText('No salon with this id')).toBeInTheDocument();
  });
});
