const countFormat = new Intl.NumberFormat('en-US');
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export const formatCount = (value: number) => countFormat.format(value);

function parsed(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A server timestamp in the operator's own time zone, e.g. "Mar 14, 2030, 3:30 PM"; '—' when there is none. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = parsed(iso);
  return date ? dateTimeFormat.format(date) : '—';
}

/** The day an agent was provisioned, or N/A (the spec's word) when it never was. */
export function formatProvisioned(iso: string | null | undefined): string {
  const date = parsed(iso);
  return date ? dateFormat.format(date) : 'N/A';
}

/** "09:00" → "9:00 AM". */
export function formatClock(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${match[2]} ${suffix}`;
}

type Hours = { start: string | null; end: string | null; timezone: string | null };

/** "9:00 AM – 6:00 PM (America/New_York)", or "Not set" before the owner saved any hours. */
export function formatOperatingHours({ start, end, timezone }: Hours): string {
  if (!start || !end) return 'Not set';
  const span = `${formatClock(start)} – ${formatClock(end)}`;
  return timezone ? `${span} (${timezone})` : span;
}

/** "12 Main St, Springfield", whichever of the two is known. */
export function formatLocation(location: string, city: string): string {
  return [location, city].map((part) => part.trim()).filter(Boolean).join(', ') || 'Not set';
}

/** The voice the agent speaks with: "male" → "Male"; an unknown provider voice id shows as sent. */
export function formatVoice(voice: string | null): string {
  if (!voice) return '—';
  return /^[a-z]+$/.test(voice) ? voice[0].toUpperCase() + voice.slice(1) : voice;
}

/** "Showing 26–50 of 1,234". */
