import { describe, expect, it } from 'vitest';
import { countTicks, labelledIndexes, summarizeSeries } from '../utils/series';

const day = (date: string, calls: number, bookings: number) => ({ date, calls, bookings, revenue: 0 });

describe('chart scales and summary', () => {
  it('picks whole, round ticks from zero to at least the largest count', () => {
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(1)).toEqual([0, 1]);
    expect(countTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(countTicks(5)).toEqual([0, 2, 4, 6]);
    expect(countTicks(37)).toEqual([0, 10, 20, 30, 40]);
  });

  it('labels the latest date and then every so many back', () => {
    expect([...labelledIndexes(30, 30)]).toHaveLength(30);
    expect([...labelledIndexes(30, 5)]).toEqual([29, 23, 17, 11, 5]);
    expect([...labelledIndexes(3, 0)]).toEqual([2]);
  });

  it('says what the chart shows in a sentence', () => {
    expect(summarizeSeries([day('2025-03-01', 2, 1), day('2025-03-02', 5, 0), day('2025-03-03', 0, 1)])).toBe(
      '7 calls and 2 bookings in the last 3 days. Busiest day: Mar 2, with 5 calls.',
    );
    expect(summarizeSeries([day('2025-03-01', 0, 1)])).toBe('0 calls and 1 booking in the last 1 day.');
  });
});
