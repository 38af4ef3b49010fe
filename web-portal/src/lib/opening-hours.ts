import type { BusinessHours, OpeningDay } from './api/tenant-settings';
import { WEEKDAYS, weekIssues, type HoursWording, type WorkingDay } from './validation/working-hours';
import { z } from './zod';

export { WEEKDAYS };

export type DayHours = { open: string; close: string; closed: boolean };

/** The salon's opening hours keyed "0" (Sunday) .. "6" (Saturday), as the setup wizard's operatingHours. */
export type OpeningWeek = Record<string, DayHours>;

/** Tenants' week (a list of days) as the editor's; a salon without one is open every day for `hours`. */
export function weekOf(days: readonly OpeningDay[] | undefined, hours: BusinessHours): OpeningWeek {
  const week: OpeningWeek = {};
  WEEKDAYS.forEach((_, day) => {
    const saved = days?.find((item) => item.weekday === day);
    week[String(day)] = saved
      ? { open: saved.open, close: saved.close, closed: saved.closed }
      : { open: hours.start, close: hours.end, closed: false };
  });
  return week;
}

/** The week as the settings payload sends it, Sunday first. */
export function daysOf(week: OpeningWeek): OpeningDay[] {
  return WEEKDAYS.map((_, day) => ({ weekday: day, ...week[String(day)]! }));
}

export function withDay(week: OpeningWeek, day: number, change: Partial<DayHours>): OpeningWeek {
  const key = String(day);
  return { ...week, [key]: { ...week[key]!, ...change } };
}

/** The earliest opening and latest closing of the open days (the spec's hours); undefined when all are closed. */
export function rangeOf(week: OpeningWeek): BusinessHours | undefined {
  const open = Object.values(week).filter((day) => !day.closed);
  if (open.length === 0) return undefined;
  return {
    start: open.map((day) => day.open).sort()[0]!,
    end: open.map((day) => day.close).sort().at(-1)!,
  };
}

/** Settings' words for the opening hours' problems. */
export const settingsHoursWording: HoursWording = (day, problem) =>
  problem.kind === 'order' ? `${day}: must close after it opens` : `${day}: enter when it opens and closes`;

/** The setup wizard's: as its server says it. */
export const wizardHoursWording: HoursWording = (day, problem) =>
  problem.kind === 'order' ? `${day}: Closing time must be after opening time` : `${day}: enter when it opens and closes`;

/** The week as the working-hours schema reads it: one interval a day, from opening to closing. */
export const workingDaysOf = (week: OpeningWeek): WorkingDay[] =>
  WEEKDAYS.map((_, day) => {
    const hours = week[String(day)]!;
    return { closed: hours.closed, intervals: [{ start: hours.open, end: hours.close }] };
  });

/** "Monday: must close after it opens" for each open day whose times are missing or out of order. */
export function weekProblems(week: OpeningWeek, wording: HoursWording = settingsHoursWording): string[] {
  return weekIssues(workingDaysOf(week), wording).map((issue) => issue.message);
}

/** The week as a form field: each open day's hours in order, its problems in one message, in a screen's words. */
export const openingWeekSchema = <Week extends OpeningWeek>(wording: HoursWording = settingsHoursWording) =>
  z.custom<Week>().superRefine((week, ctx) => {
    const problems = weekProblems(week, wording);
    if (problems.length > 0) ctx.addIssue({ code: 'custom', message: problems.join('; ') });
  });
