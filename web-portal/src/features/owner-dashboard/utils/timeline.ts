import type { Appointment } from '../../../lib/api/appointments';
import type { BusinessHours } from '../../../lib/api/tenant-settings';

export type HourRow = { hour: number; appointments: Appointment[] };

const hourOf = (time: string) => Number.parseInt(time.slice(0, 2), 10);
const orDefault = (hour: number, fallback: number) => (Number.isNaN(hour) ? fallback : hour);

/**
 * One row per hour of the salon's day, from opening to closing, widened to take in any appointment outside
 * those hours; each appointment sits in the hour it starts.
 */
export function hourRows(appointments: Appointment[], hours: BusinessHours): HourRow[] {
  const starts = appointments.map((appointment) => hourOf(appointment.time)).filter((hour) => !Number.isNaN(hour));
  const open = Math.min(orDefault(hourOf(hours.start), 9), ...starts);
  const closingHour = orDefault(hourOf(hours.end), 18) + (hours.end.endsWith(':00') ? 0 : 1);
  const close = Math.max(closingHour, ...starts.map((hour) => hour + 1));
  return Array.from({ length: Math.max(close - open, 0) }, (_, index) => {
    const hour = open + index;
    return { hour, appointments: appointments.filter((appointment) => hourOf(appointment.time) === hour) };
  });
}

/** 9 → "9 AM", 13 → "1 PM". */
export function formatHour(hour: number): string {
  return `${((hour + 11) % 12) + 1} ${hour < 12 ? 'AM' : 'PM'}`;
}
