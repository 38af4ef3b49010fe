export const DEFAULT_TIME_ZONE = 'America/New_York';

export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The zones to choose from: the browser's first, then every IANA zone the browser knows, plus UTC.
 * `selected` is kept even when the browser does not list it (an older alias saved elsewhere).
 */
export function timeZoneOptions(browserZone = browserTimeZone(), selected?: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIME_ZONE];
  const zones = [browserZone, ...known, 'UTC', selected].filter((zone): zone is string => !!zone);
  return [...new Set(zones)];
}
