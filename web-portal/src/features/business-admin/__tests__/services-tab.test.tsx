import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { adminServer, sent } from './admin-server';

const SERVICES = '/portal/tenants/services';

async function openServices(calls = adminServer()) {
  renderRoute('/business-admin?tab=services');
  await screen.findByRole('heading', { level: 2, name: 'Services' });
  return { calls, user: userEvent.setup() };
}

describe('services tab', () => {
  it('shows each service as a row of ID, name, duration, price and buffer', async () => {
    await openServices();
    expect(await screen.findByLabelText('Service 1 ID')).toHaveValue('haircut');
    expect(screen.getByLabelText('Service 1 name')).toHaveValue('Haircut');
    expect(screen.getByLabelText('Service 1 duration (minutes)')).toHaveValue(45);
    expect(screen.getByLabelText('Service 1 price ($)')).toHaveDisplayValue('45.00');
    expect(screen.getByLabelText('Service 1 buffer (minutes)')).toHaveValue(15);
    expect(screen.getByLabelText('Service 2 name')).toHaveValue('Color');
  });

  it('saves the catalogue, keeping what the tab does not show', async () => {
    const { calls, user } = await openServices();
    const price = await screen.findByLabelText('Service 1 price ($)');
    await user.clear(price);
    await user.type(price, '50');
    await user.click(screen.getByRole('button', { name: 'Save Services' }));

    expect(await screen.findByText('Services updated successfully')).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(sent(calls, 'PUT', SERVICES)).toEqual([
      [
        { serviceId: 'haircut', name: 'Haircut', durationMin: 45, bufferMin: 15, processingMin: 0, price: 50, staffIds: null },
        { serviceId: 'color', name: 'Color', durationMin: 90, bufferMin: 0, processingMin: 30, price: 120, staffIds: ['ana'] },
      ],
    ]);
  });

  it('adds a row whose ID previews the one made from its name, with price and buffer defaulting to 0', async () => {
    const { calls, user } = await openServices();
    await screen.findByLabelText('Service 1 name');
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(screen.getByLabelText('Service 3 duration (minutes)')).toHaveValue(30);
    await user.type(screen.getByLabelText('Service 3 name'), "Women's Cut & Colour (long)");
    expect(screen.getByLabelText('Service 3 ID')).toHaveValue('womens-cut-colour-long');
    await user.clear(screen.getByLabelText('Service 3 buffer (minutes)'));
    await user.click(screen.getByRole('button', { name: 'Save Services' }));

    await waitFor(() => expect(sent(calls, 'PUT', SERVICES)).toHaveLength(1));
    expect((sent(calls, 'PUT', SERVICES)[0] as unknown[])[2]).toEqual({
      serviceId: '',
      name: "Women's Cut & Colour (long)",
      durationMin: 30,
      bufferMin: 0,
      price: 0,
    });
  });

  it("shows a saved service's ID read-only, and keeps it when the service is renamed", async () => {
    const { calls, user } = await openServices();
    const id = await screen.findByLabelText('Service 1 ID');
    expect(id).toHaveAttribute('readonly');
    await user.clear(screen.getByLabelText('Service 1 name'));
    await user.type(screen.getByLabelText('Service 1 name'), 'Pédicure');
    expect(id).toHaveValue('haircut');
    await user.click(screen.getByRole('button', { name: 'Save Services' }));

    await waitFor(() => expect(sent(calls, 'PUT', SERVICES)).toHaveLength(1));
    expect((sent(calls, 'PUT', SERVICES)[0] as unknown[])[0]).toMatchObject({ serviceId: 'haircut', name: 'Pédicure' });
  });

  it('keeps an ID the owner typed when the name changes', async () => {
    const { user } = await openServices();
    await screen.findByLabelText('Service 1 name');
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    await user.type(screen.getByLabelText('Service 3 ID'), 'kids');
    await user.type(screen.getByLabelText('Service 3 name'), 'Kids Cut');
    expect(screen.getByLabelText('Service 3 ID')).toHaveValue('kids');
  });

  it('requires a name and a duration of at least 5 minutes, and a buffer of at least 0', async () => {
    const { calls, user } = await openServices();
    await screen.findByLabelText('Service 1 name');
    await user.clear(screen.getByLabelText('Service 1 name'));
    await user.clear(screen.getByLabelText('Service 1 duration (minutes)'));
    await user.type(screen.getByLabelText('Service 1 duration (minutes)'), '4');
    await user.clear(screen.getByLabelText('Service 2 duration (minutes)'));
    await user.clear(screen.getByLabelText('Service 2 buffer (minutes)'));
    await user.type(screen.getByLabelText('Service 2 buffer (minutes)'), '-5');
    await user.click(screen.getByRole('button', { name: 'Save Services' }));

    const first = screen.getByRole('listitem', { name: 'Service 1' });
    expect(within(first).getByText('Name is required')).toBeInTheDocument();
    expect(within(first).getByText('Duration must be at least 5 minutes')).toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: 'Service 2' });
    expect(within(second).getByText('Duration is required')).toBeInTheDocument();
    expect(within(second).getByText("Buffer can't be negative")).toBeInTheDocument();
    expect(await screen.findByText('Please fix the highlighted services before saving.')).toBeInTheDocument();
    expect(sent(calls, 'PUT', SERVICES)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Service 1 duration (minutes)'));
    await user.type(screen.getByLabelText('Service 1 duration (minutes)'), '5');
    expect(screen.getByLabelText('Service 1 duration (minutes)')).toHaveValue(5);
  });

  it('refuses a typed ID that another service has', async () => {
    const { calls, user } = await openServices();
    await screen.findByLabelText('Service 1 name');
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    await user.type(screen.getByLabelText('Service 3 name'), 'Kids Cut');
    await user.clear(screen.getByLabelText('Service 3 ID'));
    await user.type(screen.getByLabelText('Service 3 ID'), 'Haircut');
    await user.click(screen.getByRole('button', { name: 'Save Services' }));
    expect(screen.getAllByText('Each service needs its own ID')).toHaveLength(2);
    expect(sent(calls, 'PUT', SERVICES)).toHaveLength(0);
  });

  it('shows the empty state once every row is removed, and after adding one again saves it', async () => {
    const { user } = await openServices();
    await screen.findByLabelText('Service 1 name');
    await user.click(screen.getByRole('button', { name: 'Remove service 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove service 1' }));
    expect(screen.getByText('No services configured yet. Click "Add Service" to get started.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(screen.queryByText(/No services configured yet/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Service 1 name')).toHaveValue('');
  });

  it('shows the empty state when the salon has no services', async () => {
    await openServices(adminServer({ 'GET /portal/tenants/services': () => ({ body: [] }) }));
    expect(
      await screen.findByText('No services configured yet. Click "Add Service" to get started.'),
    ).toBeInTheDocument();
  });

  it("shows the server's message, and under the field it names, when saving fails", async () => {
    const { user } = await openServices(
      adminServer({
        'PUT /portal/tenants/services': () => ({
          status: 422,
          body: {
            error: 'Duration must be between 5 and 480 minutes',
            fields: { 'services.1.durationMin': 'Duration must be between 5 and 480 minutes' },
          },
        }),
      }),
    );
    await screen.findByLabelText('Service 1 name');
    await user.click(screen.getByRole('button', { name: 'Save Services' }));
    const alert = await within(screen.getByRole('region', { name: 'Notifications' })).findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Duration must be between 5 and 480 minutes');
    expect(screen.getByLabelText('Service 2 duration (minutes)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Service 1 duration (minutes)')).not.toHaveAttribute('aria-invalid');
  });

  it('falls back to a generic message when the server gives none', async () => {
    const { user } = await openServices(adminServer({ 'PUT /portal/tenants/services': () => ({ status: 502, body: {} }) }));
    await screen.findByLabelText('Service 1 name');
    await user.click(screen.getByRole('button', { name: 'Save Services' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save services');
  });
});
