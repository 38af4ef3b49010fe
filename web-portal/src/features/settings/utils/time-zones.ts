import type { SelectOption } from '@ringbook/web-shared';

/** "America/New_York" reads as "America/New York". */
export const timeZoneLabel = (zone: string): string => zone.replaceAll('_', ' ');

/**
 * Every IANA zone the browser knows (about 420) plus UTC, which browsers leave out of the list; a saved zone
 * the browser does not list (an alias such as US/Eastern) is kept so the form never changes it silently.
 */
export function timeZoneOptions(current?: string): SelectOption[] {
  const zones = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  if (current) zones.add(current);
  return [...zones].sort().map((zone) => ({ value: zone, label: timeZoneLabel(zone) }));
}
