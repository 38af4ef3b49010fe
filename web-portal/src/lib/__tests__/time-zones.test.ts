import { describe, expect, it } from 'vitest';
import { ADMIN_TIME_ZONES, allTimeZones, timeZoneOptions } from '../time-zones';

const values = (options: { value: string }[]) => options.map((option) => option.value);

describe('time zone choices', () => {
  it('holds every IANA zone the browser knows, plus UTC, each once, labelled without underscores', () => {
    const zones = allTimeZones();
    expect(zones).toContain('UTC');
    expect(zones.length).toBe(Intl.supportedValuesOf('timeZone').length + 1);
    expect(timeZoneOptions(zones)).toContainEqual({ value: 'America/Los_Angeles', label: 'America/Los Angeles' });
  });

  it("puts onboarding's guess first, once", () => {
    const zones = values(timeZoneOptions(allTimeZones(), { first: 'Europe/Paris' }));
    expect(zones[0]).toBe('Europe/Paris');
    expect(zones.filter((zone) => zone === 'Europe/Paris')).toHaveLength(1);
  });

  it('keeps a saved zone the list does not hold, and leaves a listed one in its place', () => {
    expect(values(timeZoneOptions(allTimeZones(), { saved: 'US/Eastern' }))).toContain('US/Eastern');
    expect(values(timeZoneOptions(ADMIN_TIME_ZONES, { saved: 'America/Chicago' }))).toEqual([
      'America/Chicago',
      'America/New_York',
      'America/Los_Angeles',
      'Europe/London',
      'Africa/Casablanca',
    ]);
    expect(values(timeZoneOptions(ADMIN_TIME_ZONES, { saved: 'Europe/London' }))).toEqual(ADMIN_TIME_ZONES);
  });
});
