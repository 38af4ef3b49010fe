import { browserTimeZone } from './time-zones';

// Wall-clock dates and times in the salon's IANA time zone, whatever zone the browser is in. Dates are
// yyyy-mm-dd; day arithmetic is done in UTC so no time zone or DST change shifts a day.

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at `instant`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The date in `timeZone` at `instant`. */
export function dateIn(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/** Today's date where the salon is, or in this browser's zone when the salon's is unknown. */
export const todayIn = (timeZone?: string, now: Date = new Date()): string =>
  dateIn(now, timeZone || browserTimeZone());

export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The instant at which the wall clock in `timeZone` shows `wall` (that wall-clock time written as if it were
 * UTC). A time skipped by a DST change moves forward by the gap, as a wall clock would; a time that happens twice
 * is the first one.
 */
function instantOf(wall: number, timeZone: string): number {
  const wallAt = (instant: number) => {
    const clock = wallClock(new Date(instant), timeZone);
    return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  };
  // The offset half a day away can differ next to a DST change: retry with the offset at the first guess, and
  // keep the first guess when no instant shows this wall clock (the skipped hour).
  const guess = wall - (wallAt(wall) - wall);
  const retry = wall - (wallAt(guess) - guess);
  return wallAt(retry) === wall ? retry : guess;
}

/** The moment a date starts in the zone: its midnight, or the first moment after it when DST skips midnight. */
export function startOfDay(date: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(instantOf(Date.UTC(year, month - 1, day), timeZone));
}

/** A `datetime-local` value (yyyy-mm-ddTHH:MM): the wall clock in `timeZone` at the ISO instant `iso`. */
export function toLocalInput(iso: string, timeZone: string): string {
  const { year, month, day, hour, minute } = wallClock(new Date(iso), timeZone);
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The UTC ISO instant of a `datetime-local` value read as wall-clock time in `timeZone`; undefined when the
 * value is not one.
 */
export function fromLocalInput(value: string, timeZone: string): string | undefined {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(wall)) return undefined;
  return new Date(instantOf(wall, timeZone)).toISOString();
}
