import { z } from '../zod';
import { addDays } from '../zoned-time';

export const BOTH_DATES = 'Please select both dates';
export const END_BEFORE_START = 'The end date must be on or after the start date';
export const END_AFTER_START = 'The end must be after the start';
export const ALREADY_OVER = 'This time off has already ended. Pick dates from today on.';
export const REASON_MAX = 200;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * Time off as typed, in the salon's wall clock. In whole days (date inputs, `2099-07-01`) the end day is the
 * last one off; in date-times (`2099-07-01T09:30`) the end is the moment work starts again.
 */
export type TimeOffInput = { start: string; end: string; reason: string };

type TimeOffOptions = {
  /** Whole days (date inputs) rather than date-times. */
  wholeDays: boolean;
  /** Today in the salon, to refuse time off that is already over; left out, past time off may stay. */
  today?: string;
};

/** The first moment off and the first moment back, as comparable wall-clock strings. */
function span(input: TimeOffInput, wholeDays: boolean): { from: string; until: string } | undefined {
  if (wholeDays) {
    if (!DATE.test(input.start) || !DATE.test(input.end)) return undefined;
    return { from: `${input.start}T00:00`, until: `${addDays(input.end, 1)}T00:00` };
  }
  if (!DATE_TIME.test(input.start) || !DATE_TIME.test(input.end)) return undefined;
  return { from: input.start, until: input.end };
}

/**
 * One range of time off: both ends given, the end after the start (for whole days, on or after it), not over
 * before `today` when given, a reason of at most 200 characters. A missing end is reported on its field, the
 * others on `end`.
 */
export function timeOffSchema({ wholeDays, today }: TimeOffOptions) {
  return z
    .looseObject({ start: z.string(), end: z.string(), reason: z.string().max(REASON_MAX) })
    .superRefine((input, ctx) => {
      const missing = (['start', 'end'] as const).filter((field) => !input[field]);
      if (missing.length > 0) {
        for (const field of missing) ctx.addIssue({ code: 'custom', path: [field], message: BOTH_DATES });
        return;
      }
      const range = span(input, wholeDays);
      if (!range) {
        ctx.addIssue({ code: 'custom', path: ['end'], message: BOTH_DATES });
      } else if (range.until <= range.from) {
        ctx.addIssue({ code: 'custom', path: ['end'], message: wholeDays ? END_BEFORE_START : END_AFTER_START });
      } else if (today && range.until <= `${today}T00:00`) {
        ctx.addIssue({ code: 'custom', path: ['end'], message: ALREADY_OVER });
      }
    });
}

/** The first message for a range, or undefined when it can be saved. */
export function timeOffProblem(input: TimeOffInput, options: TimeOffOptions): string | undefined {
  const result = timeOffSchema(options).safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}
