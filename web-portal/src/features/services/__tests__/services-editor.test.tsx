import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiServer, type ApiCall, type Refusal } from '@ringbook/web-shared/testing/api-server.ts';
import type { Service } from '../../../lib/api/services';
import { portalServer } from '../../../testing/owner';
import { renderRoute } from '../../../testing/render-route';
import { colour, savedService } from '../../../testing/salon';

const saved: Service[] = [
  { serviceId: 'haircut', name: 'Haircut', durationMin: 45, bufferMin: 10, price: 35, processingMin: 0, staffIds: null },
  { serviceId: 'beard-trim', name: 'Beard Trim', durationMin: 20, bufferMin: 0, price: 15.5, processingMin: 0, staffIds: null },
];

const URL = '/portal/tenants/services';


/** The catalogue's PUT answers the list as saved (here, as sent) unless `put` says otherwise. */
function server(put?: Refusal, list: Service[] = saved) {
  portalServer();
  return apiServer({
    'GET /portal/tenants/services': () => ({ body: list }),
    'PUT /portal/tenants/services': ({ body }) => put ?? { body: Array.isArray(body) ? body.map(savedService) : list },
  });
}

const gets = (calls: ApiCall[]) =>
  calls.filter((call) => call.url === URL && call.method === 'GET');
const puts = (calls: ApiCall[]) =>
  calls.filter((call) => call.url === URL && call.method === 'PUT');

async function openServices(calls = server()) {
  const router = renderRoute('/app/services');
  await screen.findByRole('heading', { level: 1, name: 'Services' });
  return { calls, router, user: userEvent.setup() };
}

describe('services editor', () => {
  it('loads the list once and shows each service in its own labelled row', async () => {
    const { calls, user } = await openServices();
    expect(await screen.findByLabelText('Service 1 name')).toHaveValue('Haircut');
    expect(screen.getByLabelText('Service 1 ID')).toHaveValue('haircut');
    expect(screen.getByLabelText('Service 1 ID')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Service 1 duration (minutes)')).toHaveValue(45);
    expect(screen.getByLabelText('Service 1 buffer (minutes)')).toHaveValue(10);
    expect(screen.getByLabelText('Service 1 price ($)')).toHaveValue(35);
    expect(screen.getByLabelText('Service 2 name')).toHaveValue('Beard Trim');
    expect(screen.getByLabelText('Service 2 price ($)')).toHaveDisplayValue('15.50');
    expect(document.title).toBe('Ringbook — Services');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Services updated successfully')).toBeInTheDocument();
    expect(gets(calls)).toHaveLength(1);
  });

  it('adds and removes rows', async () => {
    const { user } = await openServices();
    await screen.findByLabelText('Service 1 name');
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(screen.getAllByRole('listitem', { name: /^Service \d$/ })).toHaveLength(3);
    expect(screen.getByLabelText('Service 3 name')).toHaveValue('');
    expect(screen.getByLabelText('Service 3 duration (minutes)')).toHaveValue(30);

    await user.click(screen.getByRole('button', { name: 'Remove service 1' }));
    const rows = screen.getAllByRole('listitem', { name: /^Service \d$/ });
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByLabelText('Service 1 name')).toHaveValue('Beard Trim');
    expect(screen.queryByDisplayValue('Haircut')).not.toBeInTheDocument();
  });

  it('formats the price to two decimals when the field loses focus', async () => {
    const { user } = await openServices();
    const price = await screen.findByLabelText('Service 1 price ($)');
    await user.clear(price);
    await user.type(price, '12.5');
    expect(price).toHaveDisplayValue('12.5');
    await user.tab();
    expect(price).toHaveDisplayValue('12.50');

    await user.clear(price);
    await user.type(price, '7');
    await user.tab();
    expect(price).toHaveDisplayValue('7.00');
  });

  it('drops blank-named rows and asks for a service when none is left', async () => {
    const { calls, user } = await openServices(server(undefined, []));
    const name = await screen.findByLabelText('Service 1 name');
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please add at least one service')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove service 1' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please add at least one service')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
  });

  it('sends a typed ID or none (the server makes it) and the fallbacks for duration, buffer and price', async () => {
    const { calls, user } = await openServices(server(undefined, []));
    await user.type(await screen.findByLabelText('Service 1 name'), '  Color And Style ');
    await user.clear(screen.getByLabelText('Service 1 duration (minutes)'));
    await user.clear(screen.getByLabelText('Service 1 buffer (minutes)'));
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    await user.type(screen.getByLabelText('Service 2 price ($)'), '20');
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    await user.type(screen.getByLabelText('Service 3 name'), 'Kids Cut');
    await user.type(screen.getByLabelText('Service 3 ID'), 'kids');
    await user.clear(screen.getByLabelText('Service 3 duration (minutes)'));
    await user.type(screen.getByLabelText('Service 3 duration (minutes)'), '25');
    await user.type(screen.getByLabelText('Service 3 buffer (minutes)'), '5');
    await user.type(screen.getByLabelText('Service 3 price ($)'), '18.5');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.body).toEqual([
      { serviceId: '', name: 'Color And Style', durationMin: 30, bufferMin: 0, price: 0 },
      { serviceId: 'kids', name: 'Kids Cut', durationMin: 25, bufferMin: 5, price: 18.5 },
    ]);
    expect(screen.queryByText('Please add at least one service')).not.toBeInTheDocument();
  });

  it('shows the success toast', async () => {
    const { user } = await openServices();
    await screen.findByLabelText('Service 1 name');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Services updated successfully')).toBeInTheDocument();
  });

  it("shows the server's message when saving fails", async () => {
    const { user } = await openServices(server({ status: 400, body: { error: 'Duplicate service id: haircut' } }));
    await screen.findByLabelText('Service 1 name');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Duplicate service id: haircut');
  });

  it('falls back to a generic message when the server gives none', async () => {
    const { user } = await openServices(server({ status: 500, body: {} }));
    await screen.findByLabelText('Service 1 name');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to save services');
  });

  it('sends back what the editor does not show, unchanged', async () => {
    const haircut = saved[0]!;
    const { calls, user } = await openServices(server(undefined, [colour, haircut]));
    const price = await screen.findByLabelText('Service 1 price ($)');
    await user.clear(price);
    await user.type(price, '125');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.body).toEqual([{ ...colour, price: 125 }, haircut]);
  });
});
