import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from '../zoned-time';

describe('zoned time', () => {
  it("reads a datetime-local value as the salon's wall clock", () => {
    expect(fromLocalInput('2030-07-01T09:00', 'America/New_York')).toBe('2030-07-01T13:00:00.000Z');
    expect(fromLocalInput('2030-01-15T09:00', 'America/New_York')).toBe('2030-01-15T14:00:00.000Z');
    expect(fromLocalInput('2030-07-01T09:00', 'Europe/London')).toBe('2030-07-01T08:00:00.000Z');
    expect(fromLocalInput('2030-07-01T23:30', 'America/Los_Angeles')).toBe('2030-07-02T06:30:00.000Z');
    expect(fromLocalInput('', 'America/New_York')).toBeUndefined();
    expect(fromLocalInput('2030-07-01', 'America/New_York')).toBeUndefined();
  });

  it('handles the days the clocks change', () => {
    // 2025-03-09 02:30 does not exist in New York: the wall clock jumps from 02:00 to 03:00.
    expect(fromLocalInput('2025-03-09T02:30', 'America/New_York')).toBe('2025-03-09T07:30:00.000Z');
    expect(fromLocalInput('2025-03-09T03:30', 'America/New_York')).toBe('2025-03-09T07:30:00.000Z');
    expect(fromLocalInput('2025-03-09T01:30', 'America/New_York')).toBe('2025-03-09T06:30:00.000Z');
    // 2025-11-02 01:30 happens twice: the first (daylight) one is meant.
    expect(fromLocalInput('2025-11-02T01:30', 'America/New_York')).toBe('2025-11-02T05:30:00.000Z');
  });

  it('shows an instant on the wall clock of the zone', () => {
    expect(toLocalInput('2030-07-01T13:00:00Z', 'America/New_York')).toBe('2030-07-01T09:00');
    expect(toLocalInput('2030-07-01T00:15:00Z', 'America/New_York')).toBe('2030-06-30T20:15');
    expect(toLocalInput('2030-07-01T03:00:00Z', 'Africa/Casablanca')).toBe('2030-07-01T04:00');
  });
});
