import { DEFAULT_SLOT_END, DEFAULT_SLOT_START, type HoursSlot } from '../../../lib/api/staff-hours';
import type { HoursWording, Interval } from '../../../lib/validation/working-hours';

export { WEEKDAYS } from '../../../lib/validation/working-hours';

/**
 * One weekday as the dashboard shows it: its first interval edited, the others (breaks the server holds) riding
 * along unchanged. An unticked day is closed; its times stay on screen, disabled.
 */
export type DayRow = { closed: boolean; intervals: Interval[] };

const byStart = (a: HoursSlot, b: HoursSlot) => a.start.localeCompare(b.start);

export function toDayRows(hours: HoursSlot[]): DayRow[] {
  return [0, 1, 2, 3, 4, 5, 6].map((dow) => {
    const intervals = hours
      .filter((slot) => slot.dow === dow)
      .sort(byStart)
      .map(({ start, end }) => ({ start, end }));
    return intervals.length > 0
      ? { closed: false, intervals }
      : { closed: true, intervals: [{ start: DEFAULT_SLOT_START, end: DEFAULT_SLOT_END }] };
  });
}

/** Only ticked days are sent; an unticked day is a day off, its extra intervals included. */
export function toHours(rows: DayRow[]): HoursSlot[] {
  return rows.flatMap((row, dow) =>
    row.closed ? [] : row.intervals.map(({ start, end }) => ({ dow, start, end })),
  );
}

const EN_DASH = '\u2013';

/** The dashboard's words: one message under the day, which it names already. */
export const adminHoursWording: HoursWording = (_day, problem) => {
  switch (problem.kind) {
    case 'start':
    case 'end':
      return 'Enter a start and an end time';
    case 'order':
      return 'The start must be before the end';
    case 'overlap':
      return `${problem.earlier.start}${EN_DASH}${problem.earlier.end} overlaps ${problem.interval.start}${EN_DASH}${problem.interval.end}`;
  }
};
