import { DEFAULT_SLOT_END, DEFAULT_SLOT_START, type HoursSlot } from '../../../lib/api/staff-hours';

/** Index = `dow`: 0 Sunday to 6 Saturday. */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

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
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What is wrong with each interval, by its key, in the server's own words; empty when the week can be saved. */
export function weekProblems(week: WeekRows): Map<number, string> {
  const problems = new Map<number, string>();
  week.forEach((intervals, dow) => {
    const day = WEEKDAYS[dow];
    const valid: IntervalRow[] = [];
    for (const row of intervals) {
      if (!TIME.test(row.start)) problems.set(row.key, `${day}: the start must be a time like 09:00`);
      else if (!TIME.test(row.end)) problems.set(row.key, `${day}: the end must be a time like 17:00`);
      else if (row.start >= row.end) {
        problems.set(row.key, `${day}: the start (${row.start}) must be before the end (${row.end})`);
      } else valid.push(row);
    }
    const ordered = valid.sort((a, b) => a.start.localeCompare(b.start));
    for (let i = 1; i < ordered.length; i += 1) {
      const earlier = ordered[i - 1]!;
      const later = ordered[i]!;
      if (later.start < earlier.end) {
        problems.set(
          later.key,
          `${day}: ${earlier.start}${EN_DASH}${earlier.end} overlaps ${later.start}${EN_DASH}${later.end}`,
        );
      }
    }
  });
  return problems;
}
