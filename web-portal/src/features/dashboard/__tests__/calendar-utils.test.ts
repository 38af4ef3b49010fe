import { describe, expect, it } from 'vitest';
import {
  addMonths,
  formatClock,
  monthWeeks,
  periodLabel,
  startOfWeek,
  stepDay,
  visibleRange,
  weekDays,
} from '../../../lib/calendar';

describe('calendar dates', () => {
  it('starts weeks on Sunday', () => {
    expect(startOfWeek('2025-03-05')).toBe('2025-03-02');
    expect(startOfWeek('2025-03-02')).toBe('2025-03-02');
    expect(weekDays('2025-03-08')).toEqual([
      '2025-03-02',
      '2025-03-03',
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
      '2025-03-08',
    ]);
  });

  it('covers a month with whole weeks, crossing into the months around it', () => {
    const weeks = monthWeeks('2025-03-19');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]![0]).toBe('2025-02-23');
    expect(weeks[5]![6]).toBe('2025-04-05');
    expect(monthWeeks('2026-02-10')).toHaveLength(4);
    expect(visibleRange('month', '2025-03-19')).toEqual({ from: '2025-02-23', to: '2025-04-05' });
    expect(visibleRange('week', '2025-03-19')).toEqual({ from: '2025-03-16', to: '2025-03-22' });
    expect(visibleRange('day', '2025-03-19')).toEqual({ from: '2025-03-19', to: '2025-03-19' });
  });

  it('steps by month, week or day, keeping the date inside short months', () => {
    expect(stepDay('month', '2025-01-31', 1)).toBe('2025-02-28');
    expect(stepDay('month', '2025-03-31', -1)).toBe('2025-02-28');
    expect(stepDay('month', '2024-12-15', 1)).toBe('2025-01-15');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(stepDay('week', '2025-03-30', 1)).toBe('2025-04-06');
    expect(stepDay('day', '2025-03-01', -1)).toBe('2025-02-28');
    // The spring DST change does not lose or repeat a day.
    expect(stepDay('day', '2025-03-09', 1)).toBe('2025-03-10');
  });

  it('labels the period and the time of day', () => {
    expect(periodLabel('month', '2025-03-19')).toBe('March 2025');
    expect(periodLabel('week', '2025-03-19')).toBe('Mar 16 – Mar 22, 2025');
    expect(periodLabel('day', '2025-03-19')).toBe('Wednesday, March 19, 2025');
    expect(formatClock('09:05')).toBe('9:05 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    expect(formatClock('00:30')).toBe('12:30 AM');
    expect(formatClock('17:45')).toBe('5:45 PM');
  });
});
