import { describe, expect, it } from 'vitest';
import {
  callerNumber,
  formatCallLength,
  formatSeconds,
  formatTimestamp,
  transcriptLines,
} from '../utils/format-call';

describe('call formatting', () => {
  it("shows callers' numbers in the salon's style, and says when there is none", () => {
    expect(callerNumber('+14155550101', 'US')).toBe('(415) 555-0101');
    expect(callerNumber('+442071838750', 'US')).toBe('+44 20 7183 8750');
    expect(callerNumber('anonymous', 'US')).toBe('anonymous');
    expect(callerNumber(null, 'US')).toBe('Unknown number');
  });

  it('shows durations in seconds, and as minutes and seconds', () => {
    expect(formatSeconds(95)).toBe('95 s');
    expect(formatSeconds(null)).toBe('—');
    expect(formatCallLength(95)).toBe('1 min 35 s');
    expect(formatCallLength(120)).toBe('2 min');
    expect(formatCallLength(42)).toBe('42 s');
  });

  it("times a call in the salon's zone", () => {
    expect(formatTimestamp('2025-03-05T03:30:00Z', 'America/New_York')).toBe('Mar 4, 10:30 PM');
    expect(formatTimestamp(null)).toBe('—');
  });

  it('names the speakers of a transcript as the owner knows them', () => {
    expect(transcriptLines('Agent: Hello!\n\nUser: Hi, a haircut please\nsomething else')).toEqual([
      { speaker: 'Receptionist', text: 'Hello!' },
      { speaker: 'Caller', text: 'Hi, a haircut please' },
      { speaker: null, text: 'something else' },
    ]);
  });
});
