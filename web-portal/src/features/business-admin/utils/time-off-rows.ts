import { fromLocalInput, toLocalInput } from '../../../lib/zoned-time';
import type { TimeOffRange } from '../../../lib/api/staff-timeoff';
import type { TimeOffInput } from '../../../lib/validation/time-off';

/** A range as the form edits it: `datetime-local` values in the salon's time zone. */
export type TimeOffRow = TimeOffInput;

export const emptyTimeOffRow = (): TimeOffRow => ({ start: '', end: '', reason: '' });

export const toTimeOffRow = (range: TimeOffRange, timeZone: string): TimeOffRow => ({
  start: toLocalInput(range.timeMin, timeZone),
  end: toLocalInput(range.timeMax, timeZone),
  reason: range.reason ?? '',
});

/** Date-times; time off already over may stay in the list. */
export const ROW_OPTIONS = { wholeDays: false } as const;

/** ISO timestamps (UTC) of valid rows; a blank reason is sent as null. */
export function toRanges(rows: TimeOffRow[], timeZone: string): TimeOffRange[] {
  return rows.map((row) => ({
    timeMin: fromLocalInput(row.start, timeZone) ?? '',
    timeMax: fromLocalInput(row.end, timeZone) ?? '',
    reason: row.reason.trim() || null,
  }));
}
