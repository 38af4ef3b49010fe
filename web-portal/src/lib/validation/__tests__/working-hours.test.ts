import { describe, expect, it } from 'vitest';
import { weekIssues, workingWeekSchema, type HoursWording, type WorkingDay } from '../working-hours';

const plain: HoursWording = (day, problem) =>
  problem.kind === 'overlap'
    ? `${day}: ${problem.interval.start}-${problem.interval.end} overlaps ${problem.earlier.start}-${problem.earlier.end}`
    : `${day}: ${problem.kind}`;

const closedWeek = (): WorkingDay[] => Array.from({ length: 7 }, () => ({ closed: true, intervals: [] }));

/** A week closed but for Monday, open in `intervals`. */
const monday = (...intervals: [string, string][]): WorkingDay[] => {
  const week = closedWeek();
  week[1] = { closed: false, intervals: intervals.map(([start, end]) => ({ start, end })) };
  return week;
};

const issues = (week: WorkingDay[]) => weekIssues(week, plain);

describe('working hours schema', () => {
  it('takes an ordinary week, a split day and a day off', () => {
    const week = monday(['09:00', '12:00'], ['13:00', '17:30']);
    week[2] = { intervals: [] };
    expect(issues(week)).toEqual([]);
    expect(workingWeekSchema(plain).safeParse(week).success).toBe(true);
  });

  it('refuses a day that ends before it starts, or when it starts', () => {
    expect(issues(monday(['17:00', '09:00']))).toEqual([{ dow: 1, index: 0, message: 'Monday: order' }]);
    expect(issues(monday(['09:00', '09:00']))).toEqual([{ dow: 1, index: 0, message: 'Monday: order' }]);
  });

  it('refuses an overnight interval: a day ends on that day', () => {
    expect(issues(monday(['22:00', '02:00']))).toEqual([{ dow: 1, index: 0, message: 'Monday: order' }]);
  });

  it('asks for the times an open day left empty, start first', () => {
    expect(issues(monday(['', '17:00']))).toEqual([{ dow: 1, index: 0, message: 'Monday: start' }]);
    expect(issues(monday(['09:00', '']))).toEqual([{ dow: 1, index: 0, message: 'Monday: end' }]);
    expect(issues(monday(['', '']))).toEqual([{ dow: 1, index: 0, message: 'Monday: start' }]);
  });

  it('wants 24-hour HH:MM times', () => {
    expect(issues(monday(['9:00', '17:00']))).toEqual([{ dow: 1, index: 0, message: 'Monday: start' }]);
    expect(issues(monday(['09:00', '24:00']))).toEqual([{ dow: 1, index: 0, message: 'Monday: end' }]);
    expect(issues(monday(['09:00', '5pm']))).toEqual([{ dow: 1, index: 0, message: 'Monday: end' }]);
    expect(issues(monday(['00:00', '23:59']))).toEqual([]);
  });

  it('ignores the times of a closed day', () => {
    const week = closedWeek();
    week[0] = { closed: true, intervals: [{ start: '18:00', end: '' }] };
    expect(issues(week)).toEqual([]);
  });

  it('lets intervals touch but not overlap, naming the later one, whatever order they were typed in', () => {
    expect(issues(monday(['13:00', '17:00'], ['09:00', '13:00']))).toEqual([]);
    expect(issues(monday(['12:00', '17:00'], ['09:00', '12:30']))).toEqual([
      { dow: 1, index: 0, message: 'Monday: 12:00-17:00 overlaps 09:00-12:30' },
    ]);
  });

  it('checks overlaps only between valid intervals, and reports each day', () => {
    const week = monday(['09:00', '17:00'], ['18:00', '10:00']);
    week[6] = { intervals: [{ start: '10:00', end: '16:00' }, { start: '10:00', end: '14:00' }] };
    expect(issues(week)).toEqual([
      { dow: 1, index: 1, message: 'Monday: order' },
      { dow: 6, index: 1, message: 'Saturday: 10:00-14:00 overlaps 10:00-16:00' },
    ]);
  });

  it('puts each problem on its interval, for the form to show it there', () => {
    const result = workingWeekSchema(plain).safeParse(monday(['10:00', '08:00']));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([[1, 'intervals', 0]]);
  });

  it('needs all seven days', () => {
    expect(workingWeekSchema(plain).safeParse(closedWeek().slice(1)).success).toBe(false);
  });

  it("keeps the screen's own fields", () => {
    const week = monday(['09:00', '17:00']).map((day, dow) => ({ ...day, dow }));
    const result = workingWeekSchema<WorkingDay & { dow: number }>(plain).parse(week);
    expect(result.map((day) => day.dow)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
