import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  adminServer,
  agents,
  clients,
  matching,
  paged,
  phoneNumbers,
  requestsTo,
  twoLocations,
} from '../../../testing/admin-server';
import { openConsole } from './console-helpers';

const detail = (dialog: HTMLElement, label: string) => within(dialog).queryByText(label)?.nextElementSibling;

/** The console's usual salons, Glow Studio with a second location (Oak Street), numbered and with its agent. */
function serverWithOakStreet() {
  const [, ...others] = clients;
  return adminServer({
    clients: (params) => paged([twoLocations(), ...others].filter(matching(params.get('search')))),
    phoneNumbers: () =>
      paged([
        { ...phoneNumbers[0], locationName: 'Glow Studio' },
        {
          ...phoneNumbers[0],
          locationId: 'l-oak',
          locationName: 'Oak Street',
          phoneNumber: '+18005550456',
          formattedPhoneNumber: '(800) 555-0456',
          status: 'webhooks_pending',
          webhooksConfigured: false,
        },
        phoneNumbers[1],
      ]),
    agents: () =>
      paged([
        { ...agents[0], locationName: 'Glow Studio' },
        {
          ...agents[0],
          locationId: 'l-oak',
          locationName: 'Oak Street',
          agentId: 'agent_glow_oak',
          phoneNumber: '+18005550456',
          formattedPhoneNumber: '(800) 555-0456',
          status: 'webhooks_pending',
        },
        agents[1],
      ]),
  });
}

describe("a salon's locations", () => {
  it('are listed in the client details, each with its address, number and receptionist', async () => {
    const { user } = await openConsole('/admin?tab=clients', serverWithOakStreet());
    await user.click(await screen.findByRole('button', { name: 'View details of Glow Studio' }));
    const dialog = screen.getByRole('dialog', { name: 'Glow Studio' });

    const listed = within(within(dialog).getByRole('list', { name: 'Locations' })).getAllByRole('listitem');
    expect(listed.map((item) => item.getAttribute('aria-label'))).toEqual(['Glow Studio', 'Oak Street']);
    const [first, oak] = listed;
    expect(first).toHaveTextContent('12 Main St, Springfield');
    expect(first).toHaveTextContent('(800) 555-0123');
    expect(first).toHaveTextContent('Active');
    expect(first).toHaveTextContent('Receptionist: Ready');
    expect(oak).toHaveTextContent('48 Oak Street, Springfield');
    expect(oak).toHaveTextContent('(800) 555-0456');
    expect(oak).toHaveTextContent('Webhooks pending');
    expect(oak).toHaveTextContent('Receptionist: Provisioning');
  });

  it('are not listed for a salon with one: its details read as they always did', async () => {
    const { user } = await openConsole('/admin?tab=clients');
    await user.click(await screen.findByRole('button', { name: 'View details of Glow Studio' }));
    const dialog = screen.getByRole('dialog', { name: 'Glow Studio' });
    expect(within(dialog).queryByRole('list', { name: 'Locations' })).not.toBeInTheDocument();
    expect(detail(dialog, 'Phone')).toHaveTextContent('(800) 555-0123');
  });

  it("find their salon by a location's name in the header's search", async () => {
    const { user, calls } = await openConsole('/admin', serverWithOakStreet());
    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'Oak Street{Enter}');
    const table = await screen.findByRole('table', { name: 'Clients' });
    await waitFor(() => expect(within(table).queryByText('Bloom Barbers')).not.toBeInTheDocument());
    expect(within(table).getByText('Glow Studio')).toBeInTheDocument();
    expect(requestsTo(calls, '/api/admin/clients').at(-1)?.get('search')).toBe('Oak Street');
  });

  it("show each location's number with its name beside the salon's in the Phones tab", async () => {
    await openConsole('/admin?tab=phones', serverWithOakStreet());
    const table = await screen.findByRole('table', { name: 'Phone numbers' });
    const rows = within(table).getAllByRole<HTMLTableRowElement>('row').slice(1);
    expect(rows.map((row) => row.cells[0].textContent)).toEqual(['(800) 555-0123', '(800) 555-0456', '(800) 555-0199']);
    expect(rows[0].cells[1]).toHaveTextContent(/^Glow Studio · Glow Studiot-glow$/);
    expect(rows[1].cells[1]).toHaveTextContent(/^Glow Studio · Oak Streett-glow$/);
    expect(rows[1]).toHaveTextContent('Webhooks Pending');
    expect(rows[2].cells[1]).toHaveTextContent(/^Shine Nailst-shine$/);
  });

  it("show each location's agent with its name beside the salon's in the Agents tab", async () => {
    await openConsole('/admin?tab=agents', serverWithOakStreet());
    const table = await screen.findByRole('table', { name: 'Agents' });
    const rows = within(table).getAllByRole<HTMLTableRowElement>('row').slice(1);
    expect(rows.map((row) => row.cells[0].textContent)).toEqual([
      'Glow Studio · Glow Studio',
      'Glow Studio · Oak Street',
      'Fade Room',
    ]);
    expect(rows[1]).toHaveTextContent('agent_glow_oak');
    expect(rows[1]).toHaveTextContent('(800) 555-0456');
  });
});
