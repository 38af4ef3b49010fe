import type { WaitlistEntry } from '../api/get-waitlist';

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** "Wed, Dec 2" or "Wed, Dec 2 – Fri, Dec 4". */
export function describeDays(entry: Pick<WaitlistEntry, 'fromDate' | 'toDate'>): string {
  return entry.toDate && entry.toDate !== entry.fromDate
    ? `${day(entry.fromDate)} – ${day(entry.toDate)}`
    : day(entry.fromDate);
}

const clock = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0 ? `${hour} ${suffix}` : `${hour}:${String(minutes).padStart(2, '0')} ${suffix}`;
};

/** "any time", "from 9 AM", "until 5 PM" or "9 AM – 12 PM"; the server keeps 00:00 to 23:59 for any time. */
export function describeTimes(entry: Pick<WaitlistEntry, 'earliest' | 'latest'>): string {
  const open = entry.earliest === '00:00';
  const close = entry.latest === '23:59';
  if (open && close) return 'any time';
  if (open) return `until ${clock(entry.latest)}`;
  if (close) return `from ${clock(entry.earliest)}`;
  return `${clock(entry.earliest)} – ${clock(entry.latest)}`;
}
