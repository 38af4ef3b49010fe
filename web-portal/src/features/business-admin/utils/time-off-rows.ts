import { fromLocalInput, toLocalInput } from '../../../lib/zoned-time';
import type { TimeOffRange } from '../../../lib/api/staff-timeoff';

/** A range as the form edits it: `datetime-local` values in the salon's time zone. */
export type TimeOffRow = { key: number; start: string; end: string; reason: string };

export const BOTH_DATES = 'Please select both dates';
export const END_AFTER_START = 'The end must be after the start';

let lastKey = 0;
const nextKey = () => (lastKey += 1);

export const emptyTimeOffRow = (): TimeOffRow => ({ key: nextKey(), start: '', end: '', reason: '' });

export const toTimeOffRow = (range: TimeOffRange, timeZone: string): TimeOffRow => ({
  key: nextKey(),
  start: toLocalInput(range.timeMin, timeZone),
  end: toLocalInput(range.timeMax, timeZone),
  reason: range.reason ?? '',
});

/** Messages by row key: both date-times are required and the end must come after the start. */
export function timeOffErrors(rows: TimeOffRow[], timeZone: string): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const row of rows) {
    const start = fromLocalInput(row.start, timeZone);
    const end = fromLocalInput(row.end, timeZone);
    if (!start || !end) errors[row.key] = BOTH_DATES;
    else if (start >= end) errors[row.key] = END_AFTER_START;
  }
  return errors;
}

/** ISO timestamps (UTC) of valid rows; a blank reason is sent as null. */
export function toRanges(rows: TimeOffRow[], timeZone: string): TimeOffRange[] {
  return rows.map((row) => ({
    timeMin: fromLocalInput(row.start, timeZone) ?? '',
    timeMax: fromLocalInput(row.end, timeZone) ?? '',
    reason: row.reason.trim() || null,
  }));
}
