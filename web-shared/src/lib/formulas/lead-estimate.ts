import { Exact } from './exact.ts';

export const WEEKS_PER_MONTH = 4;
/** "Based on 40% conversion rate of recovered calls". */
export const LEAD_RECOVERY_RATE = 0.4;

/** The lead form's ROI sliders (public-site.md §5). */
export const BOOKING_VALUE = { min: 20, max: 300, step: 5, default: 80 } as const;
export const MISSED_CALLS_PER_WEEK = { min: 1, max: 50, step: 1, default: 15 } as const;

export interface LeadEstimateInput {
  avgBookingValue: number;
  missedCallsPerWeek: number;
}

/** Estimated monthly revenue recovery on /get-started, in dollars; §9 does not round it. */
export function leadEstimate(input: LeadEstimateInput): number {
  return Exact.of(input.avgBookingValue)
    .times(input.missedCallsPerWeek)
    .times(WEEKS_PER_MONTH)
    .times(LEAD_RECOVERY_RATE)
    .toNumber();
}
