import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { adminServer, sent } from './admin-server';

async function openStaffHours(calls = adminServer()) {
  renderRoute('/business-admin?tab=staff-hours');
  await screen.findByRole('heading', { level: 2, name: 'Staff Hours & PTO' });
  await screen.findByLabelText('Monday start');
  return { calls, user: userEvent.setup() };
}

describe('staff hours tab: working hours', () => {
  it('picks the first staff member and shows seven days, unticked days disabled', async () => {
    await openStaffHours();
    const picker = screen.getByLabelText('Staff member');
    expect(picker).toHaveValue('ana');
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Ana Ruiz', 'Ben Cole']);

    const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    expect(screen.getAllByRole('checkbox')).toHaveLength(7);
    for (const day of days) expect(screen.getByRole('checkbox', { name: day })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
    expect(screen.getByLabelText('Sunday start')).toBeDisabled();
    expect(screen.getByLabelText('Sunday end')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    expect(screen.getByLabelText('Tuesday start')).toHaveValue('10:00');
    expect(screen.getByLabelText('Tuesday end')).toHaveValue('18:00');
    expect(screen.getByLabelText('Tuesday start')).toBeEnabled();
  });

  it('shows the first interval of a day with breaks and keeps the others when saving', async () => {
    const { calls, user } = await openStaffHours();
    expect(screen.getByLabelText('Monday start')).toHaveValue('09:00');
    expect(screen.getByLabelText('Monday end')).toHaveValue('12:00');
    expect(screen.getByText('Also 13:00–17:00: kept as it is when you save.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Hours' }));
    expect(await screen.findByText('Working hours updated')).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/staff/hours')).toEqual([
      {
        staffId: 'ana',
        hours: [
          { dow: 1, start: '09:00', end: '12:00' },
          { dow: 1, start: '13:00', end: '17:00' },
          { dow: 2, start: '10:00', end: '18:00' },
        ],
      },
    ]);
  });

  it('sends only ticked days, with no tenant id', async () => {
    const { calls, user } = await openStaffHours();
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    expect(screen.getByLabelText('Monday start')).toBeDisabled();
    expect(screen.queryByText(/kept as it is/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    expect(screen.getByLabelText('Saturday start')).toBeEnabled();
    expect(screen.getByLabelText('Saturday start')).toHaveValue('09:00');
    await user.clear(screen.getByLabelText('Saturday end'));
    await user.type(screen.getByLabelText('Saturday end'), '14:00');
    await user.click(screen.getByRole('button', { name: 'Save Hours' }));

    await waitFor(() => expect(sent(calls, 'PUT', '/staff/hours')).toHaveLength(1));
    expect(sent(calls, 'PUT', '/staff/hours')[0]).toEqual({
      staffId: 'ana',
      hours: [
        { dow: 2, start: '10:00', end: '18:00' },
        { dow: 6, start: '09:00', end: '14:00' },
      ],
    });
    expect(sent(calls, 'PUT', '/staff/timeoff')).toHaveLength(0);
  });

  it('refuses a ticked day whose start is not before its end', async () => {
    const { calls, user } = await openStaffHours();
    await user.clear(screen.getByLabelText('Tuesday end'));
    await user.type(screen.getByLabelText('Tuesday end'), '09:00');
    await user.click(screen.getByRole('button', { name: 'Save Hours' }));
    expect(screen.getByText('The start must be before the end')).toBeInTheDocument();
    expect(screen.getByLabelText('Tuesday end')).toHaveAttribute('aria-invalid', 'true');
    expect(sent(calls, 'PUT', '/staff/hours')).toHaveLength(0);
  });

  it('loads the week of the staff member picked', async () => {
    const { user } = await openStaffHours();
    await user.selectOptions(screen.getByLabelText('Staff member'), 'ben');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Tuesday' })).not.toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
    expect(await screen.findByText('No time off planned.')).toBeInTheDocument();
  });

  it("toasts when saving fails, with the server's reason", async () => {
    const { user } = await openStaffHours(
      adminServer({ 'PUT /staff/hours': () => ({ status: 422, body: { error: 'Monday: 09:00–12:00 overlaps 11:00–17:00' } }) }),
    );
    await user.click(screen.getByRole('button', { name: 'Save Hours' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update hours');
    expect(alert).toHaveTextContent('Monday: 09:00–12:00 overlaps 11:00–17:00');
  });

  it('toasts when the hours cannot be fetched', async () => {
    const calls = adminServer({ 'GET /staff/{staffId}/hours': () => ({ status: 500, body: {} }) });
    renderRoute('/business-admin?tab=staff-hours');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch hours');
    expect(screen.queryByRole('button', { name: 'Save Hours' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === '/staff/ana/timeoff')).toBe(true);
  });

  it('points to the staff page when there is nobody yet', async () => {
    adminServer({ 'GET /staff/calendars': () => ({ body: { staff: [] } }) });
    renderRoute('/business-admin?tab=staff-hours');
    expect(await screen.findByText(/No staff yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Staff' })).toHaveAttribute('href', '/app/staff');
  });
});

describe('staff hours tab: time off', () => {
  it("shows saved ranges in the salon's time zone and sends ISO timestamps", async () => {
    const { calls, user } = await openStaffHours();
    expect(screen.getByText("Dates and times are in the salon's time zone (America/New_York).")).toBeInTheDocument();
    expect(await screen.findByLabelText('Time off 1 start')).toHaveValue('2030-07-01T09:00');
    expect(screen.getByLabelText('Time off 1 end')).toHaveValue('2030-07-03T17:00');
    expect(screen.getByLabelText('Time off 1 reason')).toHaveValue('Vacation');

    await user.click(screen.getByRole('button', { name: 'Add Time Off' }));
    await user.type(screen.getByLabelText('Time off 2 start'), '2030-12-24T12:00');
    await user.type(screen.getByLabelText('Time off 2 end'), '2030-12-26T20:30');
    await user.click(screen.getByRole('button', { name: 'Save Time Off' }));

    expect(await screen.findByText('Time off updated')).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/staff/timeoff')).toEqual([
      {
        staffId: 'ana',
        ranges: [
          { timeMin: '2030-07-01T13:00:00.000Z', timeMax: '2030-07-03T21:00:00.000Z', reason: 'Vacation' },
          { timeMin: '2030-12-24T17:00:00.000Z', timeMax: '2030-12-27T01:30:00.000Z', reason: null },
        ],
      },
    ]);
    expect(sent(calls, 'PUT', '/staff/hours')).toHaveLength(0);
  });

  it('requires both date-times and an end after the start', async () => {
    const { calls, user } = await openStaffHours();
    await screen.findByLabelText('Time off 1 start');
    await user.click(screen.getByRole('button', { name: 'Add Time Off' }));
    await user.type(screen.getByLabelText('Time off 2 start'), '2030-12-24T12:00');
    await user.click(screen.getByRole('button', { name: 'Add Time Off' }));
    await user.type(screen.getByLabelText('Time off 3 start'), '2030-12-24T12:00');
    await user.type(screen.getByLabelText('Time off 3 end'), '2030-12-24T11:00');
    await user.click(screen.getByRole('button', { name: 'Save Time Off' }));

    expect(within(screen.getByRole('listitem', { name: 'Time off 2' })).getByText('Please select both dates')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Time off 3' })).getByText('The end must be after the start'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Time off 2 end')).toHaveAttribute('aria-invalid', 'true');
    expect(sent(calls, 'PUT', '/staff/timeoff')).toHaveLength(0);
  });

  it('removes a range and saves the rest', async () => {
    const { calls, user } = await openStaffHours();
    await screen.findByLabelText('Time off 1 start');
    await user.click(screen.getByRole('button', { name: 'Remove time off 1' }));
    expect(screen.getByText('No time off planned.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Time Off' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/staff/timeoff')).toEqual([{ staffId: 'ana', ranges: [] }]));
  });

  it('toasts when saving time off fails', async () => {
    const { user } = await openStaffHours(adminServer({ 'PUT /staff/timeoff': () => ({ status: 500, body: {} }) }));
    await screen.findByLabelText('Time off 1 start');
    await user.click(screen.getByRole('button', { name: 'Save Time Off' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update time off');
  });

  it('toasts when the time off cannot be fetched', async () => {
    adminServer({ 'GET /staff/{staffId}/timeoff': () => ({ status: 500, body: {} }) });
    renderRoute('/business-admin?tab=staff-hours');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch time off');
    expect(await screen.findByLabelText('Monday start')).toBeInTheDocument();
  });
});
