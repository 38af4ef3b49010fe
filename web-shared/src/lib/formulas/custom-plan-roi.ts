import { Exact } from './exact.ts';

/** Share of missed calls the receptionist answers (public-site.md §9). */
export const CAPTURE_RATE = 0.95;
const DAYS_PER_PAYBACK_MONTH = 30;

/** The configurator's ROI inputs (public-site.md §5); conversion is a fraction in whole percents. */
export const AVG_REVENUE_PER_CLIENT = { min: 20, max: 500, step: 5, default: 85 } as const;
export const MISSED_CALLS_PER_DAY = { min: 1, max: 50, step: 1, default: 15 } as const;
export const CONVERSION_RATE = { min: 0.1, max: 1, step: 0.01, default: 0.6 } as const;
export const BUSINESS_DAYS_PER_MONTH = { min: 15, max: 31, step: 1, default: 22 } as const;

export interface CustomPlanRoiInput {
  avgRevenuePerClient: number;
  missedCallsPerDay: number;
  /** A fraction, 0.1 to 1. */
  conversionRate: number;
  businessDaysPerMonth: number;
  /** The plan's monthly price (clientPrice). */
  monthlyPrice: number;
}

export interface CustomPlanRoi {
  missedCallsPerMonth: number;
  lostBookings: number;
  lostRevenue: number;
  capturedBookings: number;
  extraRevenue: number;
  investment: number;
  netProfit: number;
  roiPercentage: number;
  paybackDays: number;
  annualImpact: number;
}

/** The configurator's ROI card: what answering the missed calls is worth against the monthly price. */
export function customPlanRoi(input: CustomPlanRoiInput): CustomPlanRoi {
  const revenue = Exact.of(input.avgRevenuePerClient);
  const rate = Exact.of(input.conversionRate);
  const price = Exact.of(input.monthlyPrice);
  const missed = Exact.of(input.missedCallsPerDay).times(input.businessDaysPerMonth);

  const lostBookings = missed.times(rate).round();
  const capturedBookings = missed.times(CAPTURE_RATE).times(rate).round();
  const extraRevenue = revenue.times(capturedBookings);
  const netProfit = extraRevenue.minus(price);
  return {
    missedCallsPerMonth: missed.toNumber(),
    lostBookings,
    lostRevenue: revenue.times(lostBookings).toNumber(),
    capturedBookings,
    extraRevenue: extraRevenue.toNumber(),
    investment: price.toNumber(),
    netProfit: netProfit.toNumber(),
    roiPercentage: price.isZero() ? 0 : netProfit.times(100).dividedBy(price).round(),
    paybackDays: extraRevenue.isZero() ? 0 : price.times(DAYS_PER_PAYBACK_MONTH).dividedBy(extraRevenue).round(),
    annualImpact: extraRevenue.times(12).toNumber(),
  };
}
