import { addDays, dateIn, startOfDay, wallClock } from '../../../lib/zoned-time';
import type { TimeOffRange } from '../../../lib/api/staff-timeoff';
import { timeOffProblem, type TimeOffInput } from '../../../lib/validation/time-off';

export type TimeOffDraft = { startDate: string; endDate: string; reason: string };

/** The form's whole days as a draft. */
export const toDraft = ({ start, end, reason }: TimeOffInput): TimeOffDraft => ({
  startDate: start,
  endDate: end,
  reason,
});

/** Whole days, from today on. */
export const draftOptions = (today: string) => ({ wholeDays: true, today });

export function timeOffDraftProblem(draft: TimeOffDraft, today: string): string | undefined {
  return timeOffProblem({ start: draft.startDate, end: draft.endDate, reason: draft.reason }, draftOptions(today));
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
