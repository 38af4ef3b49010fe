import { bookedVia } from '../../../lib/figures';

// Appointment dates and times are the salon's local ones, sent as plain strings; they are formatted as UTC
// so the browser's own time zone never shifts them.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US');

const asUtc = (day: string, time = '00:00') => new Date(`${day}T${time}:00Z`);

/** 2030-03-14 → "Thu, Mar 14, 2030"; anything unreadable is shown as received. */
export function formatDay(day: string): string {
  const moment = asUtc(day);
  return Number.isNaN(moment.getTime()) ? day : dayFormat.format(moment);
}

/** 15:30 → "3:30 PM". */
export function formatTime(time: string): string {
  const moment = asUtc('2000-01-01', time.slice(0, 5));
  return Number.isNaN(moment.getTime()) ? time : timeFormat.format(moment);
}

export const formatWhen = (day: string, time: string) => `${formatDay(day)} at ${formatTime(time)}`;

/** "Tue, Jun 4, 2030 at 10:00 AM": an instant the server gives in the salon's time, as the salon reads it. */
export function formatInstant(instant: string): string {
  const { day, time } = splitStart(instant);
  return formatWhen(day, time);
}

/** "By phone, Tue, Jun 4, 2030 at 10:00 AM": how the booking was made and when, in the salon's time. */
export function bookedWhen({ source, bookedAt }: { source: string; bookedAt?: string }): string {
  const made = bookedVia(source);
  return bookedAt ? `${made}, ${formatInstant(bookedAt)}` : made;
}

export const formatPrice = (price: number): string => dollars.format(price);

export const formatCount = (value: number): string => count.format(value);

export const formatDuration = (minutes: number): string => `${minutes} min`;

/** The local date and time of an engine start such as 2030-03-14T15:30:00-04:00. */
export function splitStart(start: string): { day: string; time: string } {
  return { day: start.slice(0, 10), time: start.slice(11, 16) };
}
