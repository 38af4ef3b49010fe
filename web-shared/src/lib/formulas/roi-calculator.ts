import { CAPTURE_RATE } from './custom-plan-roi.ts';
import { Exact } from './exact.ts';

/** The ROI calculators compare against the reference plan "Professional" at $399 a month. */
export const REFERENCE_PLAN_PRICE = 399;

/** The calculator's sliders (public-site.md §5); conversion is in percent here. */
export const ROI_CALCULATOR_SLIDERS = {
  averageRevenue: { min: 20, max: 500, step: 5, default: 85 },
  missedCalls: { min: 1, max: 50, step: 1, default: 5 },
  conversionRate: { min: 10, max: 100, step: 5, default: 60 },
  businessDays: { min: 15, max: 31, step: 1, default: 22 },
} as const;

export interface RoiCalculatorInput {
  averageRevenue: number;
  missedCalls: number;
  /** A percentage, 10 to 100. */
  conversionRate: number;
  businessDays: number;
}

/** Whole dollars (and a whole percentage), each rounded from the exact value. */
export interface RoiCalculatorResult {
  monthlyLostRevenue: number;
  potentialImpact: number;
  yearlyLostRevenue: number;
  roiPercentage: number;
}

/** The home page and /roi-calculator sliders (public-site.md §9). */
export function roiCalculator(input: RoiCalculatorInput): RoiCalculatorResult {
  const monthly = Exact.of(input.averageRevenue)
    .times(input.missedCalls)
    .times(Exact.of(input.conversionRate).dividedBy(100))
    .times(input.businessDays);
  const recoverable = monthly.times(CAPTURE_RATE);
  return {
    monthlyLostRevenue: monthly.round(),
    potentialImpact: recoverable.round(),
    yearlyLostRevenue: monthly.times(12).round(),
    roiPercentage: recoverable.minus(REFERENCE_PLAN_PRICE).times(100).dividedBy(REFERENCE_PLAN_PRICE).round(),
  };
}
