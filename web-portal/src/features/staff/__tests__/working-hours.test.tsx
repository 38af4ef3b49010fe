import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { toHoursSlots, toWeekRows, weekProblems } from '../utils/week';
import { callsTo, staffServer, type StaffServerOptions } from './staff-server';

const mariasWeek = [
  { dow: 1, start: '09:00', end: '12:00' },
  { dow: 1, start: '13:00', end: '17:00' },
  { dow: 3, start: '10:00', end: '18:00' },
];

async function openHours(options: StaffServerOptions = {}) {
  const calls = staffServer({ hours: { maria: mariasWeek }, ...options });
  renderRoute('/app/staff');
  await screen.findByRole('heading', { level: 1, name: 'Staff' }, { timeout: 5000 });
  await screen.findByRole('tab', { name: 'Working Hours', selected: true });
  return { calls, user: userEvent.setup() };
}

const day = (name: string) => screen.getByRole('group', { name });
const timeValues = (name: string) =>
  within(day(name))
    .queryAllByLabelText(/interval \d (start|end)$/)
    .map((input) => (input as HTMLInputElement).value);

describe('working hours', () => {
  it("shows the first member's week, day by day, Sunday first", async () => {
    await openHours();
    expect(screen.getByLabelText('Staff member')).toHaveValue('maria');
    await screen.findByLabelText('Monday interval 1 start');
    const groups = screen.getAllByRole('group').map((group) => group.getAttribute('aria-labelledby'));
    expect(groups).toHaveLength(7);
    expect(timeValues('Sunday')).toEqual([]);
    expect(within(day('Sunday')).getByText('Day off')).toBeInTheDocument();
    expect(timeValues('Monday')).toEqual(['09:00', '12:00', '13:00', '17:00']);
    expect(timeValues('Wednesday')).toEqual(['10:00', '18:00']);
  });

  it('adds intervals at 09:00-17:00, removes them and saves the whole week', async () => {
    const { calls, user } = await openHours();
    await screen.findByLabelText('Monday interval 1 start');

    await user.click(screen.getByRole('button', { name: 'Add interval on Friday' }));
    expect(timeValues('Friday')).toEqual(['09:00', '17:00']);
    await user.click(screen.getByRole('button', { name: 'Add interval on Friday' }));
    fireEvent.change(screen.getByLabelText('Friday interval 1 end'), { target: { value: '12:30' } });
    fireEvent.change(screen.getByLabelText('Friday interval 2 start'), { target: { value: '13:30' } });
    fireEvent.change(screen.getByLabelText('Friday interval 2 end'), { target: { value: '19:00' } });
    await user.click(screen.getByRole('button', { name: 'Remove Wednesday interval 1' }));
    expect(within(day('Wednesday')).getByText('Day off')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Working Hours' }));
    expect(await screen.findByText('Working hours updated')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', '/staff/hours')[0]!.body).toEqual({
      staffId: 'maria',
      hours: [
        { dow: 1, start: '09:00', end: '12:00' },
        { dow: 1, start: '13:00', end: '17:00' },
        { dow: 5, start: '09:00', end: '12:30' },
        { dow: 5, start: '13:30', end: '19:00' },
      ],
    });
  });

  it('points at overlapping or backwards intervals instead of saving', async () => {
    const { calls, user } = await openHours();
    await screen.findByLabelText('Monday interval 1 start');
    await user.click(screen.getByRole('button', { name: 'Add interval on Monday' }));
    fireEvent.change(screen.getByLabelText('Wednesday interval 1 end'), { target: { value: '08:00' } });
    await user.click(screen.getByRole('button', { name: 'Save Working Hours' }));

    expect(within(day('Monday')).getByText('Monday: 09:00–12:00 overlaps 09:00–17:00')).toBeInTheDocument();
    expect(
      within(day('Wednesday')).getByText('Wednesday: the start (10:00) must be before the end (08:00)'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Wednesday interval 1 end')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, 'PUT', '/staff/hours')).toHaveLength(0);
  });

  it("loads the chosen member's hours", async () => {
    const { calls, user } = await openHours({ hours: { maria: mariasWeek, jo: [{ dow: 6, start: '08:00', end: '14:00' }] } });
    await screen.findByLabelText('Monday interval 1 start');
    await user.selectOptions(screen.getByLabelText('Staff member'), 'jo');
    expect(await screen.findByLabelText('Saturday interval 1 start')).toHaveValue('08:00');
    expect(timeValues('Monday')).toEqual([]);
    expect(callsTo(calls, 'GET', '/staff/jo/hours')).toHaveLength(1);
  });

  it('says when the hours cannot be fetched', async () => {
    await openHours({ answers: { 'GET /staff/{staffId}/hours': () => ({ status: 500, body: {} }) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch hours');
  });

  it("shows the server's reason when saving fails", async () => {
    const { user } = await openHours({
      answers: { 'PUT /staff/hours': () => ({ status: 422, body: { error: 'A week can have at most 100 working-hours intervals' } }) },
    });
    await screen.findByLabelText('Monday interval 1 start');
    await user.click(screen.getByRole('button', { name: 'Save Working Hours' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to update hours');
    expect(toast).toHaveTextContent('A week can have at most 100 working-hours intervals');
  });
});

describe('week rows', () => {
  it('round-trips slots, sorted by day and start', () => {
    const rows = toWeekRows([
      { dow: 2, start: '13:00', end: '17:00' },
      { dow: 2, start: '09:00', end: '12:00' },
      { dow: 0, start: '10:00', end: '14:00' },
    ]);
    expect(rows.map((intervals) => intervals.length)).toEqual([1, 0, 2, 0, 0, 0, 0]);
    expect(toHoursSlots(rows)).toEqual([
      { dow: 0, start: '10:00', end: '14:00' },
      { dow: 2, start: '09:00', end: '12:00' },
      { dow: 2, start: '13:00', end: '17:00' },
    ]);
  });

  it('lets intervals touch but not overlap', () => {
    const touching = toWeekRows([
      { dow: 4, start: '09:00', end: '12:00' },
      { dow: 4, start: '12:00', end: '17:00' },
    ]);
    expect(weekProblems(touching).size).toBe(0);
    const cleared = toWeekRows([{ dow: 4, start: '09:00', end: '12:00' }]);
    cleared[4]![0]!.start = '';
    expect([...weekProblems(cleared).values()]).toEqual(['Thursday: the start must be a time like 09:00']);
  });
});
