import { formatPhone, readPhone } from '@ringbook/web-shared/lib/phones.ts';
import { DEFAULT_BUSINESS_HOURS, type SettingsUpdate, type TenantSettings } from './api/tenant-settings';
import { DEFAULT_TIME_ZONE } from './time-zones';
import { dayProblems } from './validation/working-hours';
import { z } from './zod';

export const NAME_REQUIRED = 'Please enter a business name';
export const HOURS_ORDER = 'Opening time must be before closing time';
const TIME_FORMAT = 'Use a time like 09:00';

/** The business details every settings form shows (onboarding, Settings, the admin dashboard), as typed. */
export type BusinessForm = {
  name: string;
  timezone: string;
  address: string;
  ownerPhone: string;
  frontDeskPhone: string;
  /** '' until the salon has saved its settings: the server then takes the country of the time zone. */
  country: string;
  hoursStart: string;
  hoursEnd: string;
};

export type BusinessField = keyof BusinessForm;
export type BusinessErrors = Partial<Record<BusinessField, string>>;

/**
 * The form as last saved, with the spec's defaults. `newSalonZone` (onboarding's guess, the browser's zone) is
 * used instead of the server's default zone while the salon has never saved its settings (no name yet).
 */
export function toBusinessForm(saved: Partial<TenantSettings> | undefined, newSalonZone?: string): BusinessForm {
  const neverSaved = !saved?.name?.trim();
  return {
    name: saved?.name ?? '',
    timezone: (neverSaved && newSalonZone) || saved?.timezone || newSalonZone || DEFAULT_TIME_ZONE,
    address: saved?.address ?? '',
    ownerPhone: formatPhone(saved?.ownerPhone, saved?.country),
    frontDeskPhone: formatPhone(saved?.frontDeskPhone, saved?.country),
    country: neverSaved ? '' : (saved?.country ?? ''),
    hoursStart: saved?.hours?.start || DEFAULT_BUSINESS_HOURS.start,
    hoursEnd: saved?.hours?.end || DEFAULT_BUSINESS_HOURS.end,
  };
}

/** The business hours are one working day, checked by the working-hours rules; the messages are this form's. */
function checkHours(form: Pick<BusinessForm, 'hoursStart' | 'hoursEnd'>, ctx: z.RefinementCtx): void {
  if (!form.hoursStart || !form.hoursEnd) return;
  const [found] = dayProblems([{ start: form.hoursStart, end: form.hoursEnd }]);
  if (!found) return;
  const { kind } = found.problem;
  if (kind === 'start') ctx.addIssue({ code: 'custom', path: ['hoursStart'], message: TIME_FORMAT });
  else if (kind === 'end') ctx.addIssue({ code: 'custom', path: ['hoursEnd'], message: TIME_FORMAT });
  else ctx.addIssue({ code: 'custom', path: ['hoursEnd'], message: HOURS_ORDER });
}

/** A business name, and both hours, the opening before the closing; a form's other fields pass through. */
export const businessFormSchema = z
  .looseObject({
    name: z.string().refine((name) => name.trim() !== '', NAME_REQUIRED),
    timezone: z.string(),
    address: z.string(),
    ownerPhone: z.string(),
    frontDeskPhone: z.string(),
    country: z.string(),
    hoursStart: z.string().min(1, 'Enter an opening time'),
    hoursEnd: z.string().min(1, 'Enter a closing time'),
  })
  .superRefine(checkHours);

/** The business details' schema for a form that holds more: the other fields pass through unchecked, as given. */
export const businessSchemaFor = <Values extends BusinessForm>() =>
  businessFormSchema as unknown as z.ZodType<Values, Values>;

/** The form's messages by field, the first one for each; empty when it can be saved. */
export function validateBusinessForm(form: BusinessForm): BusinessErrors {
  const result = businessFormSchema.safeParse(form);
  const errors: BusinessErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as BusinessField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Trimmed, hours as {start, end}; the SMS choices are left out, so the server keeps them as they are. */
export function toBusinessUpdate(form: BusinessForm): SettingsUpdate {
  return {
    name: form.name.trim(),
    timezone: form.timezone,
    hours: { start: form.hoursStart, end: form.hoursEnd },
    address: form.address.trim(),
    ownerPhone: form.ownerPhone.trim(),
    frontDeskPhone: form.frontDeskPhone.trim(),
    ...(form.country ? { country: form.country } : {}),
  };
}

/** The form in another country: its numbers, read in the one they were typed for, shown in the new one's style
 * (so "(646) 555-0144" stays that number as "+1 646 555 0144" when the salon becomes Spanish). */
export function withCountry<Form extends BusinessForm>(form: Form, country: string): Form {
  const restyled = (typed: string) => {
    const read = readPhone(typed, form.country);
    return read.ok && read.e164 ? formatPhone(read.e164, country) : typed;
  };
  return { ...form, country, ownerPhone: restyled(form.ownerPhone), frontDeskPhone: restyled(form.frontDeskPhone) };
}

// The server names fields by their place in the body ("hours.start"); the form has its own names. It checks
// the hours' order on the pair, shown under the closing time as the form does.
const SERVER_FIELDS: Record<string, BusinessField> = {
  name: 'name',
  timezone: 'timezone',
  address: 'address',
  ownerPhone: 'ownerPhone',
  frontDeskPhone: 'frontDeskPhone',
  country: 'country',
  'hours.start': 'hoursStart',
  'hours.end': 'hoursEnd',
  hours: 'hoursEnd',
};

/** A 422's `fields` as messages under the form's fields, the first one for each. */
export function businessErrorsFromServer(fields: Record<string, string> | undefined): BusinessErrors {
  const errors: BusinessErrors = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    const field = SERVER_FIELDS[name];
    if (field) errors[field] ??= message;
  }
  return errors;
}
