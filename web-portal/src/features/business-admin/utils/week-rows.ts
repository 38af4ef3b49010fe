import { DEFAULT_SLOT_END, DEFAULT_SLOT_START, type HoursSlot } from '../../../lib/api/staff-hours';

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * One weekday as the dashboard shows it: one editable interval. When the server holds several intervals for
 * the day (breaks), the first is edited here and the others ride along unchanged in `extra`.
 */
export type DayRow = {
  dow: number;
  enabled: boolean;
  start: string;
  end: string;
  extra: HoursSlot[];
};

const byStart = (a: HoursSlot, b: HoursSlot) => a.start.localeCompare(b.start);

export function toDayRows(hours: HoursSlot[]): DayRow[] {
  return WEEKDAYS.map((_, dow) => {
    const [first, ...extra] = hours.filter((slot) => slot.dow === dow).sort(byStart);
    return first
      ? { dow, enabled: true, start: first.start, end: first.end, extra }
      : { dow, enabled: false, start: DEFAULT_SLOT_START, end: DEFAULT_SLOT_END, extra: [] };
  });
}

/** Only ticked days are sent; an unticked day is a day off, its extra intervals included. */
export function toHours(rows: DayRow[]): HoursSlot[] {
  return rows
    .filter((row) => row.enabled)
    .flatMap((row) => [{ dow: row.dow, start: row.start, end: row.end }, ...row.extra]);
}

/** Messages by weekday index for ticked days whose times are missing or out of order. */
export function dayErrors(rows: DayRow[]): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const row of rows) {
    if (!row.enabled) continue;
    if (!row.start || !row.end) errors[row.dow] = 'Enter a start and an end time';
    else if (row.start >= row.end) errors[row.dow] = 'The start must be before the end';
  }
  return errors;
}
