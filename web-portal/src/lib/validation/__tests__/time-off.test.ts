import { describe, expect, it } from 'vitest';
import {
  ALREADY_OVER,
  BOTH_DATES,
  END_AFTER_START,
  END_BEFORE_START,
  timeOffProblem,
  timeOffSchema,
} from '../time-off';

const days = (start: string, end: string, today?: string) =>
  timeOffProblem({ start, end, reason: '' }, { wholeDays: true, today });
const moments = (start: string, end: string) => timeOffProblem({ start, end, reason: '' }, { wholeDays: false });

describe('time off schema: whole days', () => {
  it('takes a single day and a longer stretch', () => {
    expect(days('2099-07-01', '2099-07-01')).toBeUndefined();
    expect(days('2099-12-24', '2100-01-02')).toBeUndefined();
  });

  it('needs both dates, reporting each one missing', () => {
    expect(days('', '2099-07-01')).toBe(BOTH_DATES);
    expect(days('2099-07-01', '')).toBe(BOTH_DATES);
    const result = timeOffSchema({ wholeDays: true }).safeParse({ start: '', end: '', reason: '' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['start'], BOTH_DATES],
      [['end'], BOTH_DATES],
    ]);
  });

  it('refuses an end date before the start date', () => {
    expect(days('2099-07-05', '2099-07-01')).toBe(END_BEFORE_START);
  });

  it('refuses time off over before today, and takes time off that ends today', () => {
    expect(days('2024-12-01', '2024-12-31', '2025-01-01')).toBe(ALREADY_OVER);
    expect(days('2024-12-01', '2025-01-01', '2025-01-01')).toBeUndefined();
    expect(days('2024-12-01', '2024-12-31')).toBeUndefined();
  });
});

describe('time off schema: date-times', () => {
  it('takes an afternoon off and an overnight range', () => {
    expect(moments('2099-08-10T13:00', '2099-08-10T15:30')).toBeUndefined();
    expect(moments('2099-08-10T22:00', '2099-08-11T02:00')).toBeUndefined();
  });

  it('refuses an end at or before the start', () => {
    expect(moments('2099-08-10T15:00', '2099-08-10T15:00')).toBe(END_AFTER_START);
    expect(moments('2099-08-10T15:00', '2099-08-10T09:00')).toBe(END_AFTER_START);
    expect(moments('2099-08-11T01:00', '2099-08-10T23:00')).toBe(END_AFTER_START);
  });

  it('needs both date-times, whole ones', () => {
    expect(moments('2099-08-10T13:00', '')).toBe(BOTH_DATES);
    expect(moments('2099-08-10T13:00', '2099-08-10')).toBe(BOTH_DATES);
  });

  it('keeps time off already over when no today is given', () => {
    expect(moments('2020-01-01T09:00', '2020-01-01T10:00')).toBeUndefined();
  });
});

describe('time off schema: reason', () => {
  it('is optional and at most 200 characters', () => {
    const schema = timeOffSchema({ wholeDays: true });
    expect(schema.safeParse({ start: '2099-07-01', end: '2099-07-01', reason: '' }).success).toBe(true);
    expect(schema.safeParse({ start: '2099-07-01', end: '2099-07-01', reason: 'x'.repeat(200) }).success).toBe(true);
    expect(schema.safeParse({ start: '2099-07-01', end: '2099-07-01', reason: 'x'.repeat(201) }).success).toBe(false);
  });
});
