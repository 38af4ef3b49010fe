import { DEFAULT_SLOT_END, DEFAULT_SLOT_START, type HoursSlot } from '../../../lib/api/staff-hours';
import { WEEKDAYS, weekIssues, type HoursWording } from '../../../lib/validation/working-hours';

export { WEEKDAYS };

export type IntervalRow = { key: number; start: string; end: string };

/** Seven lists of intervals, one per weekday, in `dow` order. */
export type WeekRows = IntervalRow[][];

let lastKey = 0;
const nextKey = () => (lastKey += 1);

export const newInterval = (): IntervalRow => ({ key: nextKey(), start: DEFAULT_SLOT_START, end: DEFAULT_SLOT_END });

export function toWeekRows(slots: HoursSlot[]): WeekRows {
  const week: WeekRows = WEEKDAYS.map(() => []);
  const ordered = [...slots].sort((a, b) => a.dow - b.dow || a.start.localeCompare(b.start));
  for (const slot of ordered) week[slot.dow]?.push({ key: nextKey(), start: slot.start, end: slot.end });
  return week;
}

export function toHoursSlots(week: WeekRows): HoursSlot[] {
  return week.flatMap((intervals, dow) =>
    [...intervals]
      .sort((a, b) => a.start.localeCompare(b.start))
      .map(({ start, end }) => ({ dow, start, end })),
  );
}

const EN_DASH = '\u2013';

/** This screen's words for the hours' problems, in the server's own. */
export const staffHoursWording: HoursWording = (day, problem) => {
  const { start, end } = problem.interval;
  switch (problem.kind) {
    case 'start':
      return `${day}: the start must be a time like 09:00`;
    case 'end':
      return `${day}: the end must be a time like 17:00`;
    case 'order':
      return `${day}: the start (${start}) must be before the end (${end})`;
    case 'overlap':
      return `${day}: ${problem.earlier.start}${EN_DASH}${problem.earlier.end} overlaps ${start}${EN_DASH}${end}`;
  }
};

/** The week as the form edits it: each day's intervals (none is a day off). */
export const toWorkingDays = (week: WeekRows): { intervals: IntervalRow[] }[] =>
  week.map((intervals) => ({ intervals }));

/** What is wrong with each interval, by its key; empty when the week can be saved. */
export function weekProblems(week: WeekRows): Map<number, string> {
  const problems = new Map<number, string>();
  for (const { dow, index, message } of weekIssues(toWorkingDays(week), staffHoursWording)) {
    const row = week[dow]![index]!;
    if (!problems.has(row.key)) problems.set(row.key, message);
  }
  return problems;
}
