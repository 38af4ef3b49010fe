import { Exact } from './exact.ts';

/** The configurator's monthly price model (public-site.md §9); the server's answer is authoritative. */
export const VOICE_COST_PER_MINUTE = 0.13;
export const PLATFORM_COST_PER_LOCATION = 5;
export const SMS_COST_PER_MESSAGE = 0.005;
export const PHONE_COST_PER_LOCATION = 3;
export const EXTRA_LOCATION_FEE = 25;
export const MARGIN = 0.55;
export const ANNUAL_DISCOUNT = 0.15;

/** The configurator's plan inputs (public-site.md §5); the server refuses values outside them. */
export const CALLS_PER_MONTH = { min: 50, max: 2000, step: 50, default: 200 } as const;
export const AVG_CALL_DURATION = { min: 3, max: 15, step: 1, default: 7 } as const;
export const LOCATIONS = { min: 1, max: 50, step: 1, default: 1 } as const;

export interface CustomPlanPricingInput {
  callsPerMonth: number;
  avgCallDuration: number;
  locations: number;
  smsConfirmations: boolean;
  smsReminders: boolean;
}

/** Costs are exact dollars (182, 19.5, 0.375); clientPrice, annualPrice and annualSavings are whole dollars. */
export interface CustomPlanPricing {
  voiceCost: number;
  platformCost: number;
  smsCost: number;
  phoneCost: number;
  multiLocationFee: number;
  totalBackendCost: number;
  clientPrice: number;
  annualPrice: number;
  annualSavings: number;
}

export function priceCustomPlan(input: CustomPlanPricingInput): CustomPlanPricing {
  const calls = Exact.of(input.callsPerMonth);
  const locations = Exact.of(input.locations);
  const smsOptions = Number(input.smsConfirmations) + Number(input.smsReminders);

  const voice = calls.times(input.avgCallDuration).times(VOICE_COST_PER_MINUTE);
  const platform = locations.times(PLATFORM_COST_PER_LOCATION);
  const sms = calls.times(locations).times(SMS_COST_PER_MESSAGE).times(smsOptions);
  const phone = locations.times(PHONE_COST_PER_LOCATION);
  const multiLocation = locations.greaterThan(1) ? locations.minus(1).times(EXTRA_LOCATION_FEE) : Exact.of(0);
  const total = voice.plus(platform).plus(sms).plus(phone).plus(multiLocation);

  const clientPrice = total.dividedBy(Exact.of(1).minus(MARGIN)).round();
  const annualPrice = Exact.of(clientPrice).times(12).times(Exact.of(1).minus(ANNUAL_DISCOUNT)).round();
  return {
    voiceCost: voice.toNumber(),
    platformCost: platform.toNumber(),
    smsCost: sms.toNumber(),
    phoneCost: phone.toNumber(),
    multiLocationFee: multiLocation.toNumber(),
    totalBackendCost: total.toNumber(),
    clientPrice,
    annualPrice,
    annualSavings: clientPrice * 12 - annualPrice,
  };
}
