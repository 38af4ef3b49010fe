// Wall-clock dates and times in the salon's IANA time zone, whatever zone the browser is in.

type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

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
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at `instant`. */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A `datetime-local` value (yyyy-mm-ddTHH:MM): the wall clock in `timeZone` at the ISO instant `iso`. */
export function toLocalInput(iso: string, timeZone: string): string {
  const { year, month, day, hour, minute } = wallClockAt(new Date(iso), timeZone);
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The UTC ISO instant of a `datetime-local` value read as wall-clock time in `timeZone`; undefined when the
 * value is not one. A time skipped by a DST change moves forward by the gap, as a wall clock would.
 */
export function fromLocalInput(value: string, timeZone: string): string | undefined {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return undefined;
  const wallAsUtc = (instant: number) => {
    const wall = wallClockAt(new Date(instant), timeZone);
    return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  };
  // The offset half a day away can differ next to a DST change: retry with the offset at the first guess, and
  // keep the first guess when no instant shows this wall clock (the skipped hour).
  const guess = asUtc - (wallAsUtc(asUtc) - asUtc);
  const retry = asUtc - (wallAsUtc(guess) - guess);
  return new Date(wallAsUtc(retry) === asUtc ? retry : guess).toISOString();
}

/** The browser's own zone: the fallback while the salon's is unknown. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
