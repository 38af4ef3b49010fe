import type { SelectOption } from '@ringbook/web-shared';

export const DEFAULT_TIME_ZONE = 'America/New_York';

export const ADMIN_TIME_ZONES = ['America/New_York', 'America/Los_Angeles', 'Europe/London', 'Africa/Casablanca'];

/** The browser's own zone: a new salon's first guess, and the fallback while the salon's is unknown. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** Every IANA zone the browser knows (about 420) plus UTC, which browsers leave out of the list. */
export function allTimeZones(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIME_ZONE];
  return [...new Set([...known, 'UTC'])].sort();
}

/** "America/New_York" reads as "America/New York". */
const timeZoneLabel = (zone: string): string => zone.replaceAll('_', ' ');

/**
 * `zones` as choices, `first` (onboarding's guess) leading. A `saved` zone that `zones` lacks (an alias such as
 * US/Eastern, or a zone outside the admin's four) is offered too, so the form never changes it silently.
 */
export function timeZoneOptions(
  zones: readonly string[],
  { first, saved }: { first?: string; saved?: string } = {},
): SelectOption[] {
  const unlisted = saved && !zones.includes(saved) ? [saved] : [];
  const ordered = [first, ...unlisted, ...zones].filter((zone): zone is string => !!zone);
  return [...new Set(ordered)].map((zone) => ({ value: zone, label: timeZoneLabel(zone) }));
}
