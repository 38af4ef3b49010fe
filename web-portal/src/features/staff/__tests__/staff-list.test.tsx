import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { googleCalendarUrl, isBuiltinCalendar } from '../utils/calendar-link';
import { callsTo, jo, maria, sam, staffServer, type StaffServerOptions } from './staff-server';

async function openStaff(options: StaffServerOptions = {}) {
  const calls = staffServer(options);
  renderRoute('/app/staff');
  // The first test also waits for the lazy route chunks to load.
  await screen.findByRole('heading', { level: 1, name: 'Staff' }, { timeout: 5000 });
  await screen.findByRole('list', { name: 'Staff members' });
  return { calls, user: userEvent.setup() };
}

const member = (name: string) => screen.getByRole('listitem', { name });

describe('staff list', () => {
  it('shows each member with their e-mail, ID and calendar state', async () => {
    await openStaff();
    expect(document.title).toBe('Ringbook — Staff');
    const items = within(screen.getByRole('list', { name: 'Staff members' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Maria Lopez',
      'Jo Park',
      'Sam Reed',
    ]);
    expect(within(member('Maria Lopez')).getByText('maria@salon.test')).toBeInTheDocument();
    expect(within(member('Maria Lopez')).getByText('Stylist · ID: maria')).toBeInTheDocument();
    expect(within(member('Maria Lopez')).getByRole('link', { name: '(415) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+14155550142',
    );
    expect(within(member('Jo Park')).getByText('No email yet')).toBeInTheDocument();
    expect(within(member('Jo Park')).queryByRole('link', { name: /^\+1/ })).not.toBeInTheDocument();
    expect(within(member('Sam Reed')).getByText('Calendar pending')).toBeInTheDocument();
    expect(within(member('Maria Lopez')).queryByText('Calendar pending')).not.toBeInTheDocument();
  });

  it("opens a Google calendar's web view in a new tab", async () => {
    await openStaff();
    const link = within(member('Maria Lopez')).getByRole('link', { name: /Open calendar for Maria Lopez/ });
    expect(link).toHaveAttribute(
      'href',
      'https://calendar.google.com/calendar/embed?src=c_abc123%40group.calendar.google.com',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(member('Sam Reed')).queryByRole('link', { name: /Open calendar/ })).not.toBeInTheDocument();
    expect(within(member('Sam Reed')).queryByRole('button', { name: /Open calendar/ })).not.toBeInTheDocument();
  });

  it("offers a built-in calendar's private feed to subscribe to", async () => {
    const { calls, user } = await openStaff();
    await user.click(within(member('Jo Park')).getByRole('button', { name: 'Open calendar for Jo Park' }));
    const dialog = await screen.findByRole('dialog', { name: "Jo Park's calendar" });
    expect(await within(dialog).findByLabelText('Calendar feed link')).toHaveValue(
      'https://ringbook.test/calendars/tok-jo.ics',
    );
    expect(within(dialog).getByRole('link', { name: 'Subscribe in calendar app' })).toHaveAttribute(
      'href',
      'webcal://ringbook.test/calendars/tok-jo.ics',
    );
    expect(callsTo(calls, 'GET', '/calendars/feeds/jo')).toHaveLength(1);
  });

  it('says so when there is no staff yet', async () => {
    staffServer({ staff: [] });
    renderRoute('/app/staff');
    expect(await screen.findByText(/No staff yet/)).toBeInTheDocument();
    expect(screen.getByText('Add a staff member to set their working hours and time off.')).toBeInTheDocument();
  });
});

describe('Add Staff', () => {
  it('requires a staff ID and a name', async () => {
    const { calls, user } = await openStaff();
    await user.click(screen.getByRole('button', { name: 'Add Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Staff' });
    await user.type(within(dialog).getByLabelText('Name'), '   ');
    await user.type(within(dialog).getByLabelText('Staff ID'), 'ana');
    await user.click(within(dialog).getByRole('button', { name: 'Add Staff' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Staff ID and name are required');
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, 'POST', '/staff/calendars/provision')).toHaveLength(0);
  });

  it('sends trimmed values, leaves out a blank e-mail and shows the new member', async () => {
    const { calls, user } = await openStaff();
    await user.click(screen.getByRole('button', { name: 'Add Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Staff' });
    await user.type(within(dialog).getByLabelText('Name'), '  Ana Ruiz ');
    await user.type(within(dialog).getByLabelText('Staff ID'), ' ana ');
    await user.type(within(dialog).getByLabelText('Email (optional)'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Staff' }));

    expect(await screen.findByText('Staff member added successfully')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/staff/calendars/provision')[0]!.body).toEqual({ staffId: 'ana', name: 'Ana Ruiz' });
    expect(screen.queryByRole('dialog', { name: 'Add Staff' })).not.toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Ana Ruiz' })).toBeInTheDocument();
  });

  it('sends the e-mail when given', async () => {
    const { calls, user } = await openStaff();
    await user.click(screen.getByRole('button', { name: 'Add Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Staff' });
    await user.type(within(dialog).getByLabelText('Name'), 'Ana Ruiz');
    await user.type(within(dialog).getByLabelText('Staff ID'), 'ana');
    await user.type(within(dialog).getByLabelText('Email (optional)'), ' ana@salon.test ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Staff' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/staff/calendars/provision')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/staff/calendars/provision')[0]!.body).toEqual({
      staffId: 'ana',
      name: 'Ana Ruiz',
      email: 'ana@salon.test',
    });
  });

  it("shows the server's reason when adding fails and keeps the dialog open", async () => {
    const taken = 'A staff member with the ID "maria" already exists. Please choose another ID.';
    const { user } = await openStaff({
      answers: {
        'POST /staff/calendars/provision': () => ({
          status: 409,
          body: { error: taken, fields: { staffId: 'This ID is already used by another staff member' } },
        }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Staff' });
    await user.type(within(dialog).getByLabelText('Name'), 'Maria Two');
    await user.type(within(dialog).getByLabelText('Staff ID'), 'maria');
    await user.click(within(dialog).getByRole('button', { name: 'Add Staff' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to add staff member');
    expect(toast).toHaveTextContent(taken);
    expect(within(dialog).getByText('This ID is already used by another staff member')).toBeInTheDocument();
  });
});

describe("Add Staff's Email", () => {
  it('asks to connect Google Calendar first when it is not connected', async () => {
    const { calls, user } = await openStaff({ googleConnected: false });
    await user.click(within(member('Jo Park')).getByRole('button', { name: 'Add email for Jo Park' }));
    const dialog = await screen.findByRole('dialog', { name: "Add Staff's Email" });
    expect(await within(dialog).findByText('Google Calendar Not Connected')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Please connect your Google Calendar first to share calendars with staff'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to Integrations' })).toHaveAttribute(
      'href',
      '/app/integrations',
    );
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/share'))).toHaveLength(0);
  });

  it('requires an e-mail, then shares the calendar with it', async () => {
    const { calls, user } = await openStaff();
    await user.click(within(member('Jo Park')).getByRole('button', { name: 'Add email for Jo Park' }));
    const dialog = await screen.findByRole('dialog', { name: "Add Staff's Email" });
    await user.click(await within(dialog).findByRole('button', { name: 'Add Email' }));
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/staff/calendars/jo/share')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Email'), ' jo@salon.test ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Email' }));
    expect(await screen.findByText('Email added and calendar shared successfully')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/staff/calendars/jo/share')[0]!.body).toEqual({ email: 'jo@salon.test' });
    expect(screen.queryByRole('dialog', { name: "Add Staff's Email" })).not.toBeInTheDocument();
  });

  it('says when sharing fails', async () => {
    const { user } = await openStaff({
      answers: { 'POST /staff/calendars/{staffId}/share': () => ({ status: 502, body: { error: 'Google Calendar refused the request' } }) },
    });
    await user.click(within(member('Jo Park')).getByRole('button', { name: 'Add email for Jo Park' }));
    const dialog = await screen.findByRole('dialog', { name: "Add Staff's Email" });
    await user.type(await within(dialog).findByLabelText('Email'), 'jo@salon.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add Email' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to add email');
    expect(toast).toHaveTextContent('Google Calendar refused the request');
  });
});

describe("a stylist's mobile", () => {
  it('adds one, shows it, and the server says what is wrong with a bad one', async () => {
    const { calls, user } = await openStaff({
      answers: {
        'PUT /staff/calendars/{staffId}/phone': ({ params }) =>
          params.staffId === 'sam'
            ? {
                status: 422,
                body: { error: 'Please enter the phone number', fields: { phone: 'Please enter the phone number' } },
              }
            : undefined,
      },
    });
    await user.click(within(member('Jo Park')).getByRole('button', { name: 'Set mobile for Jo Park' }));
    let dialog = await screen.findByRole('dialog', { name: "Staff's Mobile" });
    await user.type(within(dialog).getByLabelText('Mobile'), ' +14155550143 ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mobile saved')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', '/staff/calendars/jo/phone')[0]!.body).toEqual({ phone: '+14155550143' });
    expect(await within(member('Jo Park')).findByRole('link', { name: '(415) 555-0143' })).toBeInTheDocument();
    expect(within(member('Jo Park')).getByRole('button', { name: 'Set mobile for Jo Park' })).toHaveTextContent(
      'Change mobile',
    );

    await user.click(within(member('Sam Reed')).getByRole('button', { name: 'Set mobile for Sam Reed' }));
    dialog = await screen.findByRole('dialog', { name: "Staff's Mobile" });
    await user.type(within(dialog).getByLabelText('Mobile'), 'soon');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter the phone number')).toBeInTheDocument();
  });

  it('clears one when left empty', async () => {
    const { calls, user } = await openStaff();
    await user.click(within(member('Maria Lopez')).getByRole('button', { name: 'Set mobile for Maria Lopez' }));
    const dialog = await screen.findByRole('dialog', { name: "Staff's Mobile" });
    expect(within(dialog).getByLabelText('Mobile')).toHaveValue('(415) 555-0142');
    await user.clear(within(dialog).getByLabelText('Mobile'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mobile removed')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', '/staff/calendars/maria/phone')[0]!.body).toEqual({ phone: '' });
    await waitFor(() =>
      expect(within(member('Maria Lopez')).queryByRole('link', { name: '(415) 555-0142' })).not.toBeInTheDocument(),
    );
  });
});

describe('deleting a staff member', () => {
  it('asks first, and Cancel keeps the member', async () => {
    const { calls, user } = await openStaff();
    await user.click(within(member('Maria Lopez')).getByRole('button', { name: 'Delete Maria Lopez' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Maria Lopez?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', '/staff/calendars/maria')).toHaveLength(0);
    expect(member('Maria Lopez')).toBeInTheDocument();
  });

  it('deletes the member and their calendar after confirming', async () => {
    const { calls, user } = await openStaff();
    await user.click(within(member('Maria Lopez')).getByRole('button', { name: 'Delete Maria Lopez' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Maria Lopez?' });
    expect(await within(dialog).findByText(/will be removed from your team/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Staff member deleted successfully')).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', '/staff/calendars/maria')[0]!.body).toEqual({ deleteCalendar: true });
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Maria Lopez' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  const upcomingOfMaria = {
    staffId: 'maria',
    name: 'Maria Lopez',
    upcomingAppointments: 2,
    appointments: [
      { id: 'a1', startsAt: '2031-03-12T10:00:00-04:00', date: '2031-03-12', time: '10:00', service: 'Haircut',
        customerName: 'Jane Doe', reassignTo: [{ staffId: 'jo', name: 'Jo Park' }] },
      { id: 'a2', startsAt: '2031-03-13T15:00:00-04:00', date: '2031-03-13', time: '15:00', service: 'Colour',
        customerName: 'Ann Lee', reassignTo: [] },
    ],
  };

  it('shows the upcoming appointments and gives each to someone free, cancelling the rest', async () => {
    const { calls, user } = await openStaff({
      answers: { 'GET /staff/calendars/{staffId}/upcoming': () => ({ body: upcomingOfMaria }) },
    });
    await user.click(within(member('Maria Lopez')).getByRole('button', { name: 'Delete Maria Lopez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Maria Lopez?' });
    expect(dialog).toHaveTextContent('Maria Lopez has 2 appointments coming up');
    expect(within(dialog).getByRole('combobox', { name: /Jane Doe's Haircut/ })).toHaveValue('jo');
    expect(within(dialog).getByRole('combobox', { name: /Ann Lee's Colour/ })).toHaveValue('');
    expect(within(dialog).getByText('No one else is free then')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete and cancel 1 appointment' }));
    expect(await screen.findByText('Staff member deleted successfully')).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', '/staff/calendars/maria').map((call) => call.body)).toEqual([
      { deleteCalendar: true, reassign: { a1: 'jo' }, force: true },
    ]);
  });

  it('cancels an appointment the owner chooses to cancel, even when someone could take it', async () => {
    const { calls, user } = await openStaff({
      answers: { 'GET /staff/calendars/{staffId}/upcoming': () => ({ body: upcomingOfMaria }) },
    });
    await user.click(within(member('Maria Lopez')).getByRole('button', { name: 'Delete Maria Lopez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Maria Lopez?' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Jane Doe's Haircut/ }), '');
    await user.click(within(dialog).getByRole('button', { name: 'Delete and cancel 2 appointments' }));
    expect(await screen.findByText('Staff member deleted successfully')).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', '/staff/calendars/maria')[0]!.body).toEqual({
      deleteCalendar: true,
      force: true,
    });
  });

  it('when someone books or takes the time meanwhile, says so and lets the owner choose again', async () => {
    const refusal = 'Jo Park isn\'t free for the Haircut on Wed Mar 12 at 10:00.';
    let attempts = 0;
    const { user } = await openStaff({
      answers: {
        'GET /staff/calendars/{staffId}/upcoming': () => ({ body: upcomingOfMaria }),
        'DELETE /staff/calendars/{staffId}': () => {
          attempts += 1;
          return attempts === 1
            ? { status: 409, body: { error: refusal } }
            : { body: { deleted: true, staffId: 'maria', calendarDeleted: true } };
        },
      },
    });
    await user.click(within(member('Maria Lopez')).getByRole('button', { name: 'Delete Maria Lopez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Maria Lopez?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete and cancel 1 appointment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    await user.click(within(dialog).getByRole('button', { name: 'Delete and cancel 1 appointment' }));
    expect(await screen.findByText('Staff member deleted successfully')).toBeInTheDocument();
  });

  it('says when deleting fails', async () => {
    const { user } = await openStaff({
      answers: { 'DELETE /staff/calendars/{staffId}': () => ({ status: 500, body: {} }) },
    });
    await user.click(within(member('Maria Lopez')).getByRole('button', { name: 'Delete Maria Lopez' }));
    expect(await screen.findByText(/will be removed from your team/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete staff member');
    expect(member('Maria Lopez')).toBeInTheDocument();
  });
});

describe('calendar links', () => {
  it('tells built-in calendars from Google ones', () => {
    expect(isBuiltinCalendar(jo.calendarId)).toBe(true);
    expect(isBuiltinCalendar(maria.calendarId)).toBe(false);
    expect(isBuiltinCalendar(sam.calendarId)).toBe(false);
    expect(googleCalendarUrl('a b@x')).toBe('https://calendar.google.com/calendar/embed?src=a%20b%40x');
  });
});
