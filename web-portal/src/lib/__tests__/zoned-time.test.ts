import { describe, expect, it } from 'vitest';
import { addDays, fromLocalInput, startOfDay, toLocalInput, todayIn } from '../zoned-time';

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

  it('finds the start of a day in the zone, across daylight-saving changes', () => {
    expect(startOfDay('2025-03-09', 'America/New_York').toISOString()).toBe('2025-03-09T05:00:00.000Z');
    expect(startOfDay('2025-03-10', 'America/New_York').toISOString()).toBe('2025-03-10T04:00:00.000Z');
    expect(startOfDay('2025-07-01', 'Asia/Kolkata').toISOString()).toBe('2025-06-30T18:30:00.000Z');
    expect(startOfDay('2025-07-01', 'UTC').toISOString()).toBe('2025-07-01T00:00:00.000Z');
    // Santiago skips from 00:00 to 01:00 on 2025-09-07: that day starts at 01:00.
    expect(startOfDay('2025-09-07', 'America/Santiago').toISOString()).toBe('2025-09-07T04:00:00.000Z');
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
  });

  it("reads today's date in the salon's zone", () => {
    const lateEvening = new Date('2025-03-05T03:30:00Z');
    expect(todayIn('America/New_York', lateEvening)).toBe('2025-03-04');
    expect(todayIn('Europe/London', lateEvening)).toBe('2025-03-05');
  });

  it('shows an instant on the wall clock of the zone', () => {
    expect(toLocalInput('2030-07-01T13:00:00Z', 'America/New_York')).toBe('2030-07-01T09:00');
    expect(toLocalInput('2030-07-01T00:15:00Z', 'America/New_York')).toBe('2030-06-30T20:15');
    expect(toLocalInput('2030-07-01T03:00:00Z', 'Africa/Casablanca')).toBe('2030-07-01T04:00');
  });
});
