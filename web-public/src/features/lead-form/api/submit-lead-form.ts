import { apiRequest } from '@ringbook/web-shared';
import { BOOKING_VALUE, MISSED_CALLS_PER_WEEK } from '@ringbook/web-shared/lib/formulas/lead-estimate.ts';
import { useMutation } from '@tanstack/react-query';
import { z } from '../../../lib/zod';
import type { ApiAnswer, ApiBody } from '@ringbook/web-shared/api/routes.ts';

type LeadSent = ApiBody<'POST /api/lead-form'>;

/** The words a field of the lead (or each item of a list field) takes, as the server lists them. */
type Words<K extends keyof LeadSent> = readonly (NonNullable<LeadSent[K]> extends readonly (infer W)[]
  ? W
  : NonNullable<LeadSent[K]>)[];

export const BUSINESS_TYPES = ['salon', 'barbershop', 'spa', 'beauty-studio', 'other'] as const satisfies Words<'businessType'>;
export const WEEKLY_BOOKINGS = ['<50', '50-100', '100-200', '200+'] as const satisfies Words<'weeklyBookings'>;
export const BOOKING_METHODS = ['Phone calls', 'Online booking', 'Walk-ins', 'Social media'] as const satisfies Words<
  'currentBookingMethods'
>;
export const CHALLENGES = [
  'Missed calls after hours',
  'No-shows and cancellations',
  'Manual booking takes too much time',
  'Need better calendar management',
] as const satisfies Words<'biggestChallenges'>;
export const LANGUAGES = ['English', 'Spanish', 'French', 'Mandarin', 'Arabic', 'Portuguese'] as const satisfies Words<
  'preferredLanguages'
>;
export const VOICE_STYLES = [
  'professional-female',
  'professional-male',
  'friendly-casual',
  'warm-welcoming',
] as const satisfies Words<'voiceStyle'>;
export const TIMELINES = ['asap', '1-month', '3-months', 'exploring'] as const satisfies Words<'timeline'>;
export const BUDGET_RANGES = ['99-199', '199-399', '399+', 'custom'] as const satisfies Words<'budgetRange'>;

const optionalText = z.string().trim().optional();

export const leadFormSchema = z.object({
  businessName: z.string().trim().min(2, 'Business name is required'),
  contactName: z.string().trim().min(2, 'Contact name is required'),
  email: z.string().trim().pipe(z.email('Valid email is required')),
  phone: z.string().trim().min(10, 'Valid phone number is required'),
  businessType: z.enum(BUSINESS_TYPES, 'Please choose your business type'),
  website: optionalText,
  staffCount: z
    .number('Must have at least 1 staff member')
    .int('Must have at least 1 staff member')
    .min(1, 'Must have at least 1 staff member'),
  weeklyBookings: z.enum(WEEKLY_BOOKINGS),
  currentBookingMethods: z.array(z.enum(BOOKING_METHODS)).min(1, 'Select at least one booking method'),
  biggestChallenges: z.array(z.enum(CHALLENGES)).min(1, 'Select at least one challenge'),
  servicesOffered: z.string().trim().min(5, 'Please describe your services'),
  operatingHours: z.string().trim().min(3, 'Please specify your hours'),
  hasCalendarSystem: z.boolean(),
  currentCalendar: optionalText,
  preferredLanguages: z.array(z.enum(LANGUAGES)).min(1, 'Select at least one language'),
  voiceStyle: z.enum(VOICE_STYLES),
  specialRequirements: optionalText,
  timeline: z.enum(TIMELINES),
  budgetRange: z.enum(BUDGET_RANGES).optional(),
  agreedToContact: z.boolean().refine((agreed) => agreed, 'You must agree to be contacted'),
  avgBookingValue: z.number().min(BOOKING_VALUE.min).max(BOOKING_VALUE.max),
  missedCallsPerWeek: z.number().min(MISSED_CALLS_PER_WEEK.min).max(MISSED_CALLS_PER_WEEK.max),
});

export type LeadFormInput = z.infer<typeof leadFormSchema>;

export const leadFormDefaults: LeadFormInput = {
  businessName: '',
  contactName: '',
  email: '',
  phone: '',
  businessType: 'salon',
  website: '',
  staffCount: 1,
  weeklyBookings: '<50',
  currentBookingMethods: [],
  biggestChallenges: [],
  servicesOffered: '',
  operatingHours: '',
  hasCalendarSystem: false,
  currentCalendar: '',
  preferredLanguages: [],
  voiceStyle: 'professional-female',
  specialRequirements: '',
  timeline: 'asap',
  budgetRange: '99-199',
  agreedToContact: false,
  avgBookingValue: BOOKING_VALUE.default,
  missedCallsPerWeek: MISSED_CALLS_PER_WEEK.default,
};

/** The fields each step checks before Continue moves on (public-site.md §4). */
export const LEAD_FORM_STEP_FIELDS: readonly (readonly (keyof LeadFormInput)[])[] = [
  ['businessName', 'contactName', 'email', 'phone', 'businessType', 'website'],
  ['staffCount', 'weeklyBookings', 'currentBookingMethods', 'biggestChallenges'],
  [],
  ['servicesOffered', 'operatingHours', 'preferredLanguages', 'voiceStyle'],
  ['timeline', 'agreedToContact'],
];

export type LeadAccepted = ApiAnswer<'POST /api/lead-form'>;

/** The form's values as sent: the agreement is given (the schema refuses the form without it). */
const sent = (input: LeadFormInput): LeadSent => ({ ...input, agreedToContact: true });

export const submitLeadForm = async (data: LeadFormInput): Promise<LeadAccepted> => {
  const response = await apiRequest('POST', '/api/lead-form', sent(data));
  return (await response.json()) as LeadAccepted;
};

export function useSubmitLeadForm(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: submitLeadForm, ...options });
}
