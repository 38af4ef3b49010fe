import { addDays, dateIn, startOfDay, wallClock } from '../../../lib/zoned-time';
import type { TimeOffRange } from '../../../lib/api/staff-timeoff';

export const BOTH_DATES = 'Please select both dates';
export const END_BEFORE_START = 'The end date must be on or after the start date';
export const ALREADY_OVER = 'This time off has already ended. Pick dates from today on.';

export type TimeOffDraft = { startDate: string; endDate: string; reason: string };

export const emptyDraft = (): TimeOffDraft => ({ startDate: '', endDate: '', reason: '' });

export function timeOffDraftProblem(draft: TimeOffDraft, today: string): string | undefined {
  if (!draft.startDate || !draft.endDate) return BOTH_DATES;
  if (draft.endDate < draft.startDate) return END_BEFORE_START;
  if (draft.endDate < today) return ALREADY_OVER;
  return undefined;
}

/** Whole days in the salon's zone: from the start date's midnight to the midnight after the end date. */
export function toTimeOffRange(draft: TimeOffDraft, timeZone: string): TimeOffRange {
  return {
    timeMin: startOfDay(draft.startDate, timeZone).toISOString(),
    timeMax: startOfDay(addDays(draft.endDate, 1), timeZone).toISOString(),
    reason: draft.reason.trim() || null,
  };
}

const isMidnight = (instant: Date, timeZone: string) => {
  const { hour, minute, second } = wallClock(instant, timeZone);
  return hour === 0 && minute === 0 && second === 0;
};

/** "Mon, Jul 7 – Wed, Jul 9, 2025"; with times when the range does not cover whole days. */
export function describeTimeOff(range: TimeOffRange, timeZone: string): string {
  const start = new Date(range.timeMin);
  const end = new Date(range.timeMax);
  const wholeDays = isMidnight(start, timeZone) && isMidnight(end, timeZone);
  const options: Intl.DateTimeFormatOptions = {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...(wholeDays ? {} : { hour: 'numeric', minute: '2-digit' }),
  };
  const format = new Intl.DateTimeFormat('en-US', options);
  // A whole-day range ends at the next midnight; the last day off is the one before it.
  const lastMoment = wholeDays ? new Date(end.getTime() - 1) : end;
  const text =
    wholeDays && dateIn(start, timeZone) === dateIn(lastMoment, timeZone)
      ? format.format(start)
      : format.formatRange(start, lastMoment);
  // ICU puts thin and narrow no-break spaces around the dash and before AM/PM; plain ones read the same.
  return text.replace(/[\u2009\u202f]/g, ' ');
}
