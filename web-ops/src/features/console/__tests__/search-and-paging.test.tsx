import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminServer, auditLogs, client, paged, requestsTo } from '../../../testing/admin-server';
import { openConsole } from './console-helpers';

const searchBox = () => screen.getByRole('searchbox', { name: 'Search clients' });

describe('global search', () => {
  it('clears with the button in the box', async () => {
    const { user, router } = await openConsole('/admin?tab=clients&search=glow');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=clients'));
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
  });

  it('has the spec placeholder and a label', async () => {
    await openConsole();
    expect(searchBox()).toHaveAttribute('placeholder', 'Search by phone, email, business...');
    expect(screen.getByRole('search')).toContainElement(searchBox());
  });

  it('shows the matching clients in the Clients tab as the operator types', async () => {
    const { user, router, calls } = await openConsole();
    await user.type(searchBox(), 'glow');

    await waitFor(() => expect(router.state.location.search).toBe('?tab=clients&search=glow'));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Clients' })).toHaveAttribute('aria-selected', 'true'));
    const table = await screen.findByRole('table', { name: 'Clients' });
    await waitFor(() => expect(within(table).queryByText('Bloom Barbers')).not.toBeInTheDocument());
    expect(within(table).getByText('Glow Studio')).toBeInTheDocument();
    expect(screen.getByText(/Matching/)).toHaveTextContent('Matching “glow”');
    expect(requestsTo(calls, '/api/admin/clients').at(-1)?.get('search')).toBe('glow');
  });

  it('sends a phone number as written; the server matches its digits', async () => {
    const { user, calls } = await openConsole('/admin?tab=logs');
    await user.type(searchBox(), '(800) 555-0123{Enter}');
    const table = await screen.findByRole('table', { name: 'Clients' });
    expect(within(table).getByText('Glow Studio')).toBeInTheDocument();
    expect(requestsTo(calls, '/api/admin/clients').map((params) => params.get('search'))).toEqual(['(800) 555-0123']);
  });

  it('says No clients found when nothing matches, and Show all clients clears the search', async () => {
    const { user, router } = await openConsole('/admin?tab=clients&search=zzz');
    expect(searchBox()).toHaveValue('zzz');
    expect(await screen.findByText('No clients found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all clients' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=clients'));
    expect(searchBox()).toHaveValue('');
    expect(await screen.findByRole('table', { name: 'Clients' })).toHaveTextContent('Bloom Barbers');
  });
});

describe('paging', () => {
  const manyClients = () =>
    adminServer({
      clients: (params) => {
        const page = Number(params.get('page'));
        return paged([client({ tenantId: `t-${page}`, name: `Salon of page ${page}` })], 1234);
      },
    });

  it('asks the server for one page at a time and says which rows show', async () => {
    const { user, router, calls } = await openConsole('/admin?tab=clients', manyClients());
    expect(await screen.findByText('Salon of page 1')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–25 of 1,234')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const first = requestsTo(calls, '/api/admin/clients')[0];
    expect([first.get('page'), first.get('pageSize')]).toEqual(['1', '25']);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Salon of page 2')).toBeInTheDocument();
    expect(screen.getByText('Showing 26–50 of 1,234')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=clients&page=2');
    expect(requestsTo(calls, '/api/admin/clients').at(-1)?.get('page')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Salon of page 1')).toBeInTheDocument();
  });

  it('disables Next on the last page', async () => {
    await openConsole('/admin?tab=clients&page=50', manyClients());
    expect(await screen.findByText('Salon of page 50')).toBeInTheDocument();
    expect(screen.getByText('Showing 1,226–1,234 of 1,234')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('goes back to the first page for a new search or another tab', async () => {
    const { user, router } = await openConsole('/admin?tab=clients&page=3', manyClients());
    await screen.findByText('Salon of page 3');
    await user.type(searchBox(), 'salon{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=clients&search=salon'));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await user.click(screen.getByRole('tab', { name: 'Phones' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=phones&search=salon'));
  });

  it('pages the other lists on the server too', async () => {
    const { user, calls } = await openConsole(
      '/admin?tab=logs',
      adminServer({ auditLogs: () => paged(auditLogs, 60) }),
    );
    expect(await screen.findByText('Showing 1–25 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 26–50 of 60')).toBeInTheDocument();
    expect(requestsTo(calls, '/api/admin/audit-logs').map((params) => params.get('page'))).toEqual(['1', '2']);

    await user.click(screen.getByRole('tab', { name: 'Phones' }));
    await screen.findByRole('table', { name: 'Phone numbers' });
    const phones = requestsTo(calls, '/api/admin/phone-numbers')[0];
    expect([phones.get('page'), phones.get('pageSize')]).toEqual(['1', '25']);
  });
});
