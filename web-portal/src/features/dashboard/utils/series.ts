import type { AnalyticsDay } from '../../../lib/api/analytics';
import { formatMonthDay } from '../../../lib/calendar';

/** 1, 2 or 5 times a power of ten, at least `raw` (and at least 1: counts are whole). */
function niceStep(raw: number): number {
  if (raw <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((multiple) => multiple * magnitude).find((step) => step >= raw)!;
}

/** Round tick values from 0 up to a top at or above `max`, about four steps apart. */
export function countTicks(max: number): number[] {
  const step = niceStep(max / 4);
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}

/** Indexes of the dates worth a label when only `room` fit: always the latest, then every so many back. */
export function labelledIndexes(length: number, room: number): Set<number> {
  const every = Math.max(1, Math.ceil(length / Math.max(room, 1)));
  const indexes = new Set<number>();
  for (let index = length - 1; index >= 0; index -= every) indexes.add(index);
  return indexes;
}

export type SeriesTotals = { calls: number; bookings: number; busiest: AnalyticsDay | undefined };

export function seriesTotals(series: AnalyticsDay[]): SeriesTotals {
  let busiest: AnalyticsDay | undefined;
  for (const day of series) if (day.calls > 0 && (!busiest || day.calls > busiest.calls)) busiest = day;
  return {
    calls: series.reduce((sum, day) => sum + day.calls, 0),
    bookings: series.reduce((sum, day) => sum + day.bookings, 0),
    busiest,
  };
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

export const describeDay = (day: AnalyticsDay) =>
  `${formatMonthDay(day.date)}: ${plural(day.calls, 'call', 'calls')}, ${plural(day.bookings, 'booking', 'bookings')}`;

/** The chart in one sentence, for everyone who does not read the bars. */
export function summarizeSeries(series: AnalyticsDay[]): string {
  const { calls, bookings, busiest } = seriesTotals(series);
  const period = `the last ${plural(series.length, 'day', 'days')}`;
  const totals = `${plural(calls, 'call', 'calls')} and ${plural(bookings, 'booking', 'bookings')} in ${period}.`;
  if (!busiest) return totals;
  return `${totals} Busiest day: ${formatMonthDay(busiest.date)}, with ${plural(busiest.calls, 'call', 'calls')}.`;
}
