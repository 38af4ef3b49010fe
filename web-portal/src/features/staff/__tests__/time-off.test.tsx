import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { describeTimeOff, timeOffDraftProblem, toTimeOffRange } from '../utils/time-off';
import { callsTo, staffServer, type StaffServerOptions } from './staff-server';

const vacation = { timeMin: '2099-07-01T04:00:00Z', timeMax: '2099-07-04T04:00:00Z', reason: 'Vacation' };
const dentist = { timeMin: '2099-08-10T13:00:00Z', timeMax: '2099-08-10T15:30:00Z', reason: null };

async function openTimeOff(options: StaffServerOptions = {}) {
  const calls = staffServer({ timeOff: { maria: [vacation, dentist] }, ...options });
  renderRoute('/app/staff');
  await screen.findByRole('heading', { level: 1, name: 'Staff' }, { timeout: 5000 });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Time Off' }));
  return { calls, user };
}

const dates = (start: string, end: string) => {
  fireEvent.change(screen.getByLabelText('Start date'), { target: { value: start } });
  fireEvent.change(screen.getByLabelText('End date'), { target: { value: end } });
};

describe('time off', () => {
  it("lists the member's upcoming time off in the salon's time zone", async () => {
    await openTimeOff();
    const list = await screen.findByRole('list', { name: 'Time off' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Wed, Jul 1 – Fri, Jul 3, 2099');
    expect(items[0]).toHaveTextContent('Vacation');
    expect(items[1]).toHaveTextContent('Mon, Aug 10, 2099, 9:00 – 11:30 AM');
  });

  it('needs both dates', async () => {
    const { calls, user } = await openTimeOff();
    await screen.findByRole('list', { name: 'Time off' });
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2099-09-01' } });
    await user.click(screen.getByRole('button', { name: 'Add Time Off' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select both dates');
    expect(screen.getByLabelText('End date')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, 'PUT', '/staff/timeoff')).toHaveLength(0);
  });

  it('refuses an end before the start', async () => {
    const { calls, user } = await openTimeOff();
    await screen.findByRole('list', { name: 'Time off' });
    dates('2099-09-05', '2099-09-01');
    await user.click(screen.getByRole('button', { name: 'Add Time Off' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The end date must be on or after the start date');
    expect(callsTo(calls, 'PUT', '/staff/timeoff')).toHaveLength(0);
  });

  it("adds whole days in the salon's zone as ISO date-times, keeping the other ranges as they were", async () => {
    const { calls, user } = await openTimeOff({ timezone: 'America/Los_Angeles' });
    await screen.findByRole('list', { name: 'Time off' });
    dates('2099-12-24', '2099-12-26');
    await user.type(screen.getByLabelText('Reason (optional)'), '  Holidays ');
    await user.click(screen.getByRole('button', { name: 'Add Time Off' }));

    expect(await screen.findByText('Time off updated')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', '/staff/timeoff')[0]!.body).toEqual({
      staffId: 'maria',
      ranges: [
        vacation,
        dentist,
        { timeMin: '2099-12-24T08:00:00.000Z', timeMax: '2099-12-27T08:00:00.000Z', reason: 'Holidays' },
      ],
    });
    expect(screen.getByLabelText('Start date')).toHaveValue('');
    expect(await screen.findByText('Thu, Dec 24 – Sat, Dec 26, 2099')).toBeInTheDocument();
  });

  it('removes a range and saves the rest', async () => {
    const { calls, user } = await openTimeOff();
    await screen.findByRole('list', { name: 'Time off' });
    await user.click(screen.getByRole('button', { name: 'Remove time off Wed, Jul 1 – Fri, Jul 3, 2099' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/staff/timeoff')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/staff/timeoff')[0]!.body).toEqual({ staffId: 'maria', ranges: [dentist] });
    expect(await screen.findByText('Time off updated')).toBeInTheDocument();
  });

  it('says when time off cannot be fetched', async () => {
    await openTimeOff({ answers: { 'GET /staff/{staffId}/timeoff': () => ({ status: 500, body: {} }) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch time off');
  });

  it("shows the server's reason when saving fails", async () => {
    const { user } = await openTimeOff({
      answers: { 'PUT /staff/timeoff': () => ({ status: 422, body: { error: 'Time off 3: the end must be after the start' } }) },
    });
    await screen.findByRole('list', { name: 'Time off' });
    dates('2099-09-01', '2099-09-02');
    await user.click(screen.getByRole('button', { name: 'Add Time Off' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to update time off');
    expect(toast).toHaveTextContent('Time off 3: the end must be after the start');
    expect(screen.getByLabelText('Start date')).toHaveValue('2099-09-01');
  });
});

describe('time off drafts', () => {
  it('turns a draft into a range and back', () => {
    const range = toTimeOffRange({ startDate: '2099-01-05', endDate: '2099-01-05', reason: ' ' }, 'Europe/London');
    expect(range).toEqual({ timeMin: '2099-01-05T00:00:00.000Z', timeMax: '2099-01-06T00:00:00.000Z', reason: null });
    expect(describeTimeOff(range, 'Europe/London')).toBe('Mon, Jan 5, 2099');
  });

  it('checks a draft', () => {
    expect(timeOffDraftProblem({ startDate: '', endDate: '2099-01-01', reason: '' }, '2025-01-01')).toBe(
      'Please select both dates',
    );
    expect(timeOffDraftProblem({ startDate: '2024-12-01', endDate: '2024-12-02', reason: '' }, '2025-01-01')).toBe(
      'This time off has already ended. Pick dates from today on.',
    );
    expect(timeOffDraftProblem({ startDate: '2024-12-01', endDate: '2025-01-01', reason: '' }, '2025-01-01')).toBe(
      undefined,
    );
  });
});
