import { z } from '../zod';

/** Index = weekday: 0 Sunday to 6 Saturday. */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A 24-hour time of day as time inputs give it, 00:00 to 23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export type Interval = { start: string; end: string };

/** One weekday as every hours editor holds it: closed, or open in its intervals (none is a day off). */
export type WorkingDay = { closed?: boolean; intervals: Interval[] };

/**
 * What is wrong with one interval: its start or end is not a time (empty included), it ends at or before it
 * starts (an overnight 22:00–02:00 too: a day's hours end on that day), or it overlaps an earlier one.
 */
export type HoursProblem =
  | { kind: 'start' | 'end' | 'order'; interval: Interval }
  | { kind: 'overlap'; interval: Interval; earlier: Interval };

/** A screen's own words for a problem on a weekday ("Monday"); the rules are the same everywhere. */
export type HoursWording = (day: string, problem: HoursProblem) => string;

/** The problems of one open day, each with the index of the interval it is about. */
export function dayProblems(intervals: readonly Interval[]): { index: number; problem: HoursProblem }[] {
  const found: { index: number; problem: HoursProblem }[] = [];
  const valid: { index: number; interval: Interval }[] = [];
  intervals.forEach((interval, index) => {
    if (!TIME_OF_DAY.test(interval.start)) found.push({ index, problem: { kind: 'start', interval } });
    else if (!TIME_OF_DAY.test(interval.end)) found.push({ index, problem: { kind: 'end', interval } });
    else if (interval.start >= interval.end) found.push({ index, problem: { kind: 'order', interval } });
    else valid.push({ index, interval });
  });
  // Intervals may touch (12:00–13:00 then 13:00–17:00) but not overlap; each is checked against the one before.
  valid.sort((a, b) => a.interval.start.localeCompare(b.interval.start));
  for (let i = 1; i < valid.length; i += 1) {
    const earlier = valid[i - 1]!.interval;
    const later = valid[i]!;
    if (later.interval.start < earlier.end) {
      found.push({ index: later.index, problem: { kind: 'overlap', interval: later.interval, earlier } });
    }
  }
  return found;
}

const intervalSchema = z.looseObject({ start: z.string(), end: z.string() });
const daySchema = z.looseObject({ closed: z.boolean().optional(), intervals: z.array(intervalSchema) });

/**
 * A week of working hours, Sunday first: seven days, each closed or open in intervals of HH:MM times, each
 * starting before it ends and none overlapping another. A problem is reported on its interval
 * (`[day, 'intervals', index]`), worded by the screen. A screen's days and intervals may carry more fields
 * (a row's key, a day's other intervals): they pass through unchanged.
 */
export function workingWeekSchema<Day extends WorkingDay = WorkingDay>(wording: HoursWording): z.ZodType<Day[], Day[]> {
  const week = z
    .array(daySchema)
    .length(7)
    .superRefine((week, ctx) => {
      week.forEach((day, dow) => {
        if (day.closed) return;
        for (const { index, problem } of dayProblems(day.intervals)) {
          ctx.addIssue({ code: 'custom', path: [dow, 'intervals', index], message: wording(WEEKDAYS[dow]!, problem) });
        }
      });
    });
  // Loose objects give back what they were given, extra fields included, so the screen's own type is the output.
  return week as unknown as z.ZodType<Day[], Day[]>;
}

/** The worded problems of a week, by day and interval index, in week order. */
export function weekIssues(
  week: readonly WorkingDay[],
  wording: HoursWording,
): { dow: number; index: number; message: string }[] {
  const result = workingWeekSchema(wording).safeParse(week);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => {
    const [dow, , index] = issue.path;
    return typeof dow === 'number' && typeof index === 'number' ? [{ dow, index, message: issue.message }] : [];
  });
}
