import { formatPhone, readPhone } from '@ringbook/web-shared/lib/phones.ts';
import { z } from '../../../lib/zod';
import type { Registration } from '../api/get-registration';
import type { Submission } from '../api/submit-registration';

type BusinessType = Submission['businessType'];
type Position = Submission['contactPosition'];

export const BUSINESS_TYPES: Record<BusinessType, string> = {
  sole_proprietorship: 'Sole proprietorship',
  llc: 'LLC',
  corporation: 'Corporation',
  partnership: 'Partnership',
  cooperative: 'Cooperative',
  non_profit: 'Non-profit',
};

export const POSITIONS: Record<Position, string> = {
  director: 'Director',
  gm: 'General manager',
  vp: 'VP',
  ceo: 'CEO',
  cfo: 'CFO',
  general_counsel: 'General counsel',
};

const keysOf = <K extends string>(labels: Record<K, string>) => Object.keys(labels) as [K, ...K[]];

// The server's lists and messages (receptionist/registration/checks.py): a detail it would refuse is refused here
// first, in the same words.
const STATES = new Set(
  ('AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK ' +
    'OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR VI GU AS MP').split(' '),
);
const ZIP = /^\d{5}(-\d{4})?$/;
const HOST = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const EIN_MESSAGE = 'An EIN is nine digits, like 12-3456789';
export const STATE_MESSAGE = "Please enter the state's two letters, like TX";
export const ZIP_MESSAGE = 'A ZIP code is five digits, like 78701 or 78701-1234';
export const WEBSITE_MESSAGE = "Please enter your website's address, like https://mysalon.com";
export const US_PHONE_MESSAGE = 'Please enter a US number carriers can call, like (512) 555-0134';

/** Nine digits, dashes and spaces aside, not starting 00 (no EIN does). */
export function isEin(typed: string): boolean {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{9}$/.test(digits) && !digits.startsWith('00');
}

/** An address carriers can open; "mysalon.com" will do (the server puts https:// in front). */
export function isWebAddress(typed: string): boolean {
  const address = typed.trim();
  if (/\s/.test(address)) return false;
  try {
    const url = new URL(address.includes('://') ? address : `https://${address}`);
    return (url.protocol === 'https:' || url.protocol === 'http:') && HOST.test(url.hostname);
  } catch {
    return false;
  }
}

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

const contactPhone = z
  .string()
  .trim()
  .min(1, 'Phone is required')
  .superRefine((typed, ctx) => {
    const phone = readPhone(typed, 'US');
    if (!phone.ok) ctx.addIssue({ code: 'custom', message: phone.error });
    else if (!phone.e164.startsWith('+1')) ctx.addIssue({ code: 'custom', message: US_PHONE_MESSAGE });
  });

/** The form as typed, to the body the server takes: trimmed, the state in capitals, the EIN as typed. */
export const registrationSchema = z.object({
  legalName: text('Legal business name', 255),
  businessType: z.string().pipe(z.enum(keysOf(BUSINESS_TYPES), 'Choose your business type')),
  ein: text('EIN', 20).refine(isEin, EIN_MESSAGE),
  website: text('Website', 255).refine(isWebAddress, WEBSITE_MESSAGE),
  street: text('Street address', 255),
  streetSecondary: z.string().trim().max(120, 'Suite or unit must be at most 120 characters'),
  city: text('City', 120),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, 'State is required')
    .refine((state) => STATES.has(state), STATE_MESSAGE),
  postalCode: text('ZIP code', 10).regex(ZIP, ZIP_MESSAGE),
  contactFirstName: text('First name', 60),
  contactLastName: text('Last name', 60),
  contactEmail: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email')),
  contactPhone,
  contactTitle: text('Job title', 60),
  contactPosition: z.string().pipe(z.enum(keysOf(POSITIONS), 'Choose a role')),
}) satisfies z.ZodType<Submission>;

export type RegistrationValues = z.input<typeof registrationSchema>;

export type RegistrationField = keyof RegistrationValues;

/** Every field of the form, by the name the server's 422 `fields` give it too. */
export const REGISTRATION_FIELDS = Object.keys(registrationSchema.shape) as RegistrationField[];

const blank: RegistrationValues = {
  legalName: '',
  businessType: '',
  ein: '',
  website: '',
  street: '',
  streetSecondary: '',
  city: '',
  state: '',
  postalCode: '',
  contactFirstName: '',
  contactLastName: '',
  contactEmail: '',
  contactPhone: '',
  contactTitle: '',
  contactPosition: '',
};

/** The form to start with: what was sent when it was turned down (the EIN typed again: it is never shown), else
 * the legal name and address the salon's profile suggests. */
export function formValuesOf({ status, details, suggested }: Registration): RegistrationValues {
  if (status === 'rejected' && details) {
    return {
      legalName: details.legalName,
      businessType: details.businessType,
      ein: '',
      website: details.website,
      street: details.street,
      streetSecondary: details.streetSecondary ?? '',
      city: details.city,
      state: details.state,
      postalCode: details.postalCode,
      contactFirstName: details.contactFirstName,
      contactLastName: details.contactLastName,
      contactEmail: details.contactEmail,
      contactPhone: formatPhone(details.contactPhone, 'US'),
      contactTitle: details.contactTitle,
      contactPosition: details.contactPosition,
    };
  }
  return {
    ...blank,
    legalName: suggested.legalName,
    street: suggested.street,
    city: suggested.city,
    state: suggested.state,
    postalCode: suggested.postalCode,
  };
}

export const choices = (labels: Record<string, string>, placeholder: string) => [
  { value: '', label: placeholder },
  ...Object.entries(labels).map(([value, label]) => ({ value, label })),
];
