import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteAnswer } from '@ringbook/web-shared/testing/api-server.ts';
import type { StaffMember } from '../../../lib/api/staff';
import { portalServer } from '../../../testing/owner';
import { colour } from '../../../testing/salon';
import { renderRoute } from '../../../testing/render-route';
import type { WaitlistEntry } from '../api/get-waitlist';
import type { WaitlistSettings } from '../api/get-waitlist-settings';

const LOADED = { timeout: 5000 };

const staff: StaffMember[] = [
  { staffId: 'ana', name: 'Ana Ruiz', email: null, title: 'Stylist', calendarId: 'builtin:1', calendarPending: false },
];

function entry(fields: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    id: 'entry-1',
    locationId: 'bella',
    serviceId: 'color',
    staffId: 'ana',
    staffName: 'Ana Ruiz',
    fromDate: '2026-12-02',
    toDate: '2026-12-04',
    earliest: '00:00',
    latest: '11:59',
    customerName: 'Jane Doe',
    customerPhone: '+14155550199',
    language: 'en',
    consent: 'owner',
    consentedAt: '2026-11-27T15:00:00Z',
    joinedAt: '2026-11-27T15:00:00Z',
    status: 'waiting',
    ...fields,
  };
}

type WaitlistData = {
  entries?: WaitlistEntry[];
  add?: () => RouteAnswer<'POST /api/waitlist'>;
  settings?: WaitlistSettings;
};

function waitlistServer({ entries = [], add, settings = { holdMinutes: 15, quietStart: '20:00', quietEnd: '09:00' } }: WaitlistData = {}) {
  const state = { entries: [...entries], settings };
  return portalServer(
    {},
    {
      'GET /portal/tenants/services': () => ({ body: [colour] }),
      'GET /staff/calendars': () => ({ body: { staff } }),
      'GET /api/waitlist': () => ({ body: { entries: state.entries } }),
      'POST /api/waitlist': ({ body }) => {
        if (add) return add();
        const added = entry({ id: `entry-${state.entries.length + 1}`, customerName: body.customerName ?? '' });
        state.entries = [...state.entries, added];
        return { status: 201, body: added };
      },
      'DELETE /api/waitlist/{entry_id}': ({ params }) => {
        state.entries = state.entries.filter((one) => one.id !== params.entry_id);
        return { status: 204 };
      },
      'GET /api/waitlist/settings': () => ({ body: state.settings }),
      'PUT /api/waitlist/settings': ({ body }) => {
        state.settings = {
          holdMinutes: body.holdMinutes ?? 15,
          quietStart: body.quietStart ?? '20:00',
          quietEnd: body.quietEnd ?? '09:00',
        };
        return { body: state.settings };
      },
    },
  );
}

async function openWaitlist(calls = waitlistServer()) {
  renderRoute('/app/waitlist');
  await screen.findByRole('heading', { level: 1, name: 'Waitlist' }, LOADED);
  return { calls, user: userEvent.setup() };
}

const sent = (calls: { url: string; method: string; body: unknown }[], method: string) =>
  calls.filter((call) => call.method === method);

describe('the waitlist', () => {
  it('says so when nobody waits', async () => {
    await openWaitlist();
    expect(await screen.findByText(/Nobody is waiting/, {}, LOADED)).toBeInTheDocument();
  });

  it('lists who waits for what, with whom and when', async () => {
    await openWaitlist(waitlistServer({ entries: [entry(), entry({ id: 'entry-2', customerName: 'Tom Li', staffName: null, status: 'offered', toDate: '2026-12-02', earliest: '17:00', latest: '23:59' })] }));
    const list = await screen.findByRole('list', { name: 'Waiting clients' }, LOADED);
    const [jane, tom] = within(list).getAllByRole('listitem');
    expect(jane).toHaveTextContent('Jane Doe');
    expect(jane).toHaveTextContent('(415) 555-0199');
    expect(jane).toHaveTextContent('Ana Ruiz');
    expect(jane).toHaveTextContent('Wed, Dec 2 – Fri, Dec 4');
    expect(jane).toHaveTextContent('until 11:59 AM');
    expect(tom).toHaveTextContent('Anyone');
    expect(tom).toHaveTextContent('from 5 PM');
    expect(tom).toHaveTextContent('Offered a time');
  });

  it('adds a client only once they agreed to be texted', async () => {
    const { calls, user } = await openWaitlist();
    await user.click(await screen.findByRole('button', { name: 'Add a client' }, LOADED));
    await user.type(await screen.findByLabelText("Client's name", {}, LOADED), 'Mia Park');
    await user.type(screen.getByLabelText("Client's mobile"), '(415) 555-0123');
    await user.selectOptions(screen.getByLabelText('Service'), 'color');
    await user.click(screen.getByRole('button', { name: 'Add to waitlist' }));
    expect(await screen.findByText('The client must agree to be texted about freed times')).toBeInTheDocument();
    expect(sent(calls, 'POST')).toEqual([]);

    await user.click(screen.getByLabelText('The client agreed to be texted about freed times'));
    await user.click(screen.getByRole('button', { name: 'Add to waitlist' }));
    const list = await screen.findByRole('list', { name: 'Waiting clients' }, LOADED);
    expect(within(list).getByText('Mia Park')).toBeInTheDocument();
    const [post] = sent(calls, 'POST');
    expect(post!.url).toBe('/api/waitlist');
    expect(post!.body).toMatchObject({
      customerName: 'Mia Park',
      customerPhone: '(415) 555-0123',
      serviceId: 'color',
      staffId: null,
      partOfDay: 'any',
      clientAgreed: true,
    });
  });

  it('shows what the server refused beside its field', async () => {
    const { user } = await openWaitlist(
      waitlistServer({
        add: () => ({ status: 422, body: { error: 'Bad phone', fields: { customerPhone: 'Not a mobile number' } } }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add a client' }, LOADED));
    await user.type(await screen.findByLabelText("Client's name", {}, LOADED), 'Mia Park');
    await user.type(screen.getByLabelText("Client's mobile"), '(415) 555-0123');
    await user.selectOptions(screen.getByLabelText('Service'), 'color');
    await user.click(screen.getByLabelText('The client agreed to be texted about freed times'));
    await user.click(screen.getByRole('button', { name: 'Add to waitlist' }));
    expect(await screen.findByText('Not a mobile number')).toBeInTheDocument();
  });

  it('removes a client', async () => {
    const { calls, user } = await openWaitlist(waitlistServer({ entries: [entry()] }));
    await user.click(await screen.findByRole('button', { name: 'Remove Jane Doe' }, LOADED));
    await waitFor(() => expect(screen.queryByText('Jane Doe')).not.toBeInTheDocument());
    expect(sent(calls, 'DELETE').map((call) => call.url)).toEqual(['/api/waitlist/entry-1']);
  });

  it('saves the hold time and quiet hours, and checks them first', async () => {
    const { calls, user } = await openWaitlist();
    const hold = await screen.findByLabelText('Hold an offer for (minutes)', {}, LOADED);
    expect(hold).toHaveValue('15');
    await user.clear(hold);
    await user.type(hold, '300');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Hold for a whole number of minutes from 5 to 240')).toBeInTheDocument();
    expect(sent(calls, 'PUT')).toEqual([]);

    await user.clear(hold);
    await user.type(hold, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(calls, 'PUT')).toHaveLength(1));
    expect(sent(calls, 'PUT')[0]!.body).toEqual({ holdMinutes: 30, quietStart: '20:00', quietEnd: '09:00' });
  });
});
