import { apiRequest } from '@ringbook/web-shared';
import {
  AVG_REVENUE_PER_CLIENT,
  BUSINESS_DAYS_PER_MONTH,
  CONVERSION_RATE,
  MISSED_CALLS_PER_DAY,
} from '@ringbook/web-shared/lib/formulas/custom-plan-roi.ts';
import {
  AVG_CALL_DURATION,
  CALLS_PER_MONTH,
  LOCATIONS,
} from '@ringbook/web-shared/lib/formulas/custom-plan-pricing.ts';
import { useMutation } from '@tanstack/react-query';
import { z } from '../../../lib/zod';
import type { ApiAnswer, ApiBody } from '@ringbook/web-shared/api/routes.ts';

type CustomPlanSent = ApiBody<'POST /api/custom-plan'>;

export const PLAN_BUSINESS_TYPES = [
  'salon',
  'barbershop',
  'spa',
  'med-spa',
  'beauty-clinic',
  'hair-studio',
  'other',
] as const satisfies readonly NonNullable<CustomPlanSent['businessType']>[];

const onSteps = (value: number, min: number, step: number) => Number.isInteger((value - min) / step);

export const customPlanSchema = z.object({
  businessName: z.string().trim().min(2, 'Business name must be at least 2 characters'),
  contactName: z.string().trim().min(2, 'Your name must be at least 2 characters'),
  email: z.string().trim().pipe(z.email('Please enter a valid email address')),
  phone: z.string().trim().min(10, 'Please enter a valid phone number'),
  businessType: z.enum(PLAN_BUSINESS_TYPES, 'Please choose your business type'),
  website: z.string().trim().optional(),
  callsPerMonth: z
    .number()
    .min(CALLS_PER_MONTH.min)
    .max(CALLS_PER_MONTH.max)
    .refine((value) => onSteps(value, CALLS_PER_MONTH.min, CALLS_PER_MONTH.step), 'Calls per month must be in steps of 50'),
  avgCallDuration: z.number().int().min(AVG_CALL_DURATION.min).max(AVG_CALL_DURATION.max),
  locations: z
    .number('Locations must be between 1 and 50')
    .int('Locations must be between 1 and 50')
    .min(LOCATIONS.min, 'Locations must be between 1 and 50')
    .max(LOCATIONS.max, 'Locations must be between 1 and 50'),
  smsConfirmations: z.boolean(),
  smsReminders: z.boolean(),
  avgRevenuePerClient: z.number().min(AVG_REVENUE_PER_CLIENT.min).max(AVG_REVENUE_PER_CLIENT.max),
  missedCallsPerDay: z.number().int().min(MISSED_CALLS_PER_DAY.min).max(MISSED_CALLS_PER_DAY.max),
  conversionRate: z.number().min(CONVERSION_RATE.min).max(CONVERSION_RATE.max),
  businessDaysPerMonth: z.number().int().min(BUSINESS_DAYS_PER_MONTH.min).max(BUSINESS_DAYS_PER_MONTH.max),
  agreeToTerms: z.boolean().refine((agreed) => agreed, 'You must agree to the terms'),
  agreeToPrivacy: z.boolean().refine((agreed) => agreed, 'You must agree to the privacy policy'),
  receiveUpdates: z.boolean().optional(),
});

export type CustomPlanInput = z.infer<typeof customPlanSchema>;

export const customPlanDefaults: CustomPlanInput = {
  businessName: '',
  contactName: '',
  email: '',
  phone: '',
  businessType: 'salon',
  website: '',
  callsPerMonth: CALLS_PER_MONTH.default,
  avgCallDuration: AVG_CALL_DURATION.default,
  locations: LOCATIONS.default,
  smsConfirmations: true,
  smsReminders: true,
  avgRevenuePerClient: AVG_REVENUE_PER_CLIENT.default,
  missedCallsPerDay: MISSED_CALLS_PER_DAY.default,
  conversionRate: CONVERSION_RATE.default,
  businessDaysPerMonth: BUSINESS_DAYS_PER_MONTH.default,
  agreeToTerms: false,
  agreeToPrivacy: false,
  receiveUpdates: false,
};

/** The fields each step checks before Continue moves on (public-site.md §4). */
export const CONFIGURATOR_STEP_FIELDS: readonly (readonly (keyof CustomPlanInput)[])[] = [
  ['businessName', 'contactName', 'email', 'phone', 'businessType', 'website'],
  ['callsPerMonth', 'avgCallDuration', 'locations'],
  ['avgRevenuePerClient', 'missedCallsPerDay', 'conversionRate', 'businessDaysPerMonth'],
  ['agreeToTerms', 'agreeToPrivacy'],
];

export type CustomPlanAccepted = ApiAnswer<'POST /api/custom-plan'>;

/** The form's values as sent: the terms and the privacy policy are agreed to (the schema refuses the form
 * without them). */
const sent = (input: CustomPlanInput): CustomPlanSent => ({ ...input, agreeToTerms: true, agreeToPrivacy: true });

export const submitCustomPlan = async (data: CustomPlanInput): Promise<CustomPlanAccepted> => {
  const response = await apiRequest('POST', '/api/custom-plan', sent(data));
  return (await response.json()) as CustomPlanAccepted;
};

export function useSubmitCustomPlan(
  options: { onSuccess?: (answer: CustomPlanAccepted, input: CustomPlanInput) => void; onError?: (error: Error) => void } = {},
) {
  return useMutation({ mutationFn: submitCustomPlan, ...options });
}
