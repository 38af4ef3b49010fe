import { addDays } from './zoned-time';

// Calendar arithmetic on the salon's local dates (yyyy-mm-dd), done in UTC so no time zone or DST shifts a day.

export type CalendarView = 'month' | 'week' | 'day';

export type DayRange = { from: string; to: string };

const pad = (value: number) => String(value).padStart(2, '0');

export function parseDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date!));
}

export function toDay(moment: Date): string {
  return `${moment.getUTCFullYear()}-${pad(moment.getUTCMonth() + 1)}-${pad(moment.getUTCDate())}`;
}

/** The same date in another month, or that month's last day when it is shorter (Jan 31 + 1 month = Feb 28). */
export function addMonths(day: string, months: number): string {
  const moment = parseDay(day);
  const target = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth() + months, 1));
  const lastDate = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(moment.getUTCDate(), lastDate));
  return toDay(target);
}

/** The Sunday that starts the week of `day`. */
export function startOfWeek(day: string): string {
  return addDays(day, -parseDay(day).getUTCDay());
}

export function weekDays(day: string): string[] {
  const sunday = startOfWeek(day);
  return Array.from({ length: 7 }, (_, index) => addDays(sunday, index));
}

/** Whole weeks, Sunday to Saturday, covering the month of `day`. */
export function monthWeeks(day: string): string[][] {
  const first = `${day.slice(0, 7)}-01`;
  const last = addDays(addMonths(first, 1), -1);
  const weeks: string[][] = [];
  for (let sunday = startOfWeek(first); sunday <= last; sunday = addDays(sunday, 7)) {
    weeks.push(weekDays(sunday));
  }
  return weeks;
}

/** The dates the view shows around `day`. */
export function visibleRange(view: CalendarView, day: string): DayRange {
  if (view === 'day') return { from: day, to: day };
  if (view === 'week') {
    const from = startOfWeek(day);
    return { from, to: addDays(from, 6) };
  }
  const weeks = monthWeeks(day);
  return { from: weeks[0]![0]!, to: weeks[weeks.length - 1]![6]! };
}

/** Previous (-1) or next (+1) month, week or day, as the view shows. */
export function stepDay(view: CalendarView, day: string, direction: -1 | 1): string {
  if (view === 'month') return addMonths(day, direction);
  return addDays(day, view === 'week' ? 7 * direction : direction);
}

function formatDay(day: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(parseDay(day));
}

export const formatLongDay = (day: string) =>
  formatDay(day, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

export const formatShortDay = (day: string) => formatDay(day, { weekday: 'short', month: 'short', day: 'numeric' });

export const formatMonthDay = (day: string) => formatDay(day, { month: 'short', day: 'numeric' });

export const formatWeekday = (day: string) => formatDay(day, { weekday: 'short' });

/** What the navigation shows: "March 2025", "Mar 2 – Mar 8, 2025" or "Tuesday, March 4, 2025". */
export function periodLabel(view: CalendarView, day: string): string {
  if (view === 'month') return formatDay(day, { month: 'long', year: 'numeric' });
  if (view === 'day') return formatLongDay(day);
  const { from, to } = visibleRange('week', day);
  return `${formatMonthDay(from)} – ${formatMonthDay(to)}, ${to.slice(0, 4)}`;
}

/** "14:30" → "2:30 PM". */
export function formatClock(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours) || Number.isNaN(minutes)) return time;
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${((hours + 11) % 12) + 1}:${pad(minutes)} ${suffix}`;
}
