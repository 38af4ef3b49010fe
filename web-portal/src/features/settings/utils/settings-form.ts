import {
  DEFAULT_BUSINESS_HOURS,
  DEFAULT_TIMEZONE,
  type SettingsUpdate,
  type TenantSettings,
} from '../api/settings';
import { formatPhone } from './phone';

export const NAME_REQUIRED = 'Please enter a business name';
export const HOURS_ORDER = 'Opening time must be before closing time';
export const DEFAULT_REMINDER_HOURS = 24;
export const REMINDER_CHOICES = [1, 2, 3, 4, 6, 12, 24, 48, 72] as const;

export type SettingsFormValues = {
  name: string;
  timezone: string;
  address: string;
  ownerPhone: string;
  frontDeskPhone: string;
  hoursStart: string;
  hoursEnd: string;
  smsConfirmations: boolean;
  smsReminders: boolean;
  reminderHoursBefore: string;
};

export type SettingsField = keyof SettingsFormValues;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

export function toFormValues(settings: TenantSettings): SettingsFormValues {
  return {
    name: settings.name ?? '',
    timezone: settings.timezone || DEFAULT_TIMEZONE,
    address: settings.address ?? '',
    ownerPhone: formatPhone(settings.ownerPhone ?? ''),
    frontDeskPhone: formatPhone(settings.frontDeskPhone ?? ''),
    hoursStart: settings.hours?.start || DEFAULT_BUSINESS_HOURS.start,
    hoursEnd: settings.hours?.end || DEFAULT_BUSINESS_HOURS.end,
    smsConfirmations: settings.smsConfirmations ?? true,
    smsReminders: settings.smsReminders ?? true,
    reminderHoursBefore: String(settings.reminderHoursBefore ?? DEFAULT_REMINDER_HOURS),
  };
}

export function validateSettings(values: SettingsFormValues): SettingsErrors {
  const errors: SettingsErrors = {};
  if (!values.name.trim()) errors.name = NAME_REQUIRED;
  if (values.hoursStart && values.hoursEnd && values.hoursStart >= values.hoursEnd) errors.hoursEnd = HOURS_ORDER;
  return errors;
}

/** The whole form, SMS choices included: this form shows them, so it may change them. */
export function toSettingsUpdate(values: SettingsFormValues): SettingsUpdate {
  return {
    name: values.name.trim(),
    timezone: values.timezone,
    hours: { start: values.hoursStart, end: values.hoursEnd },
    address: values.address.trim(),
    ownerPhone: values.ownerPhone.trim(),
    frontDeskPhone: values.frontDeskPhone.trim(),
    smsConfirmations: values.smsConfirmations,
    smsReminders: values.smsReminders,
    reminderHoursBefore: Number(values.reminderHoursBefore) || DEFAULT_REMINDER_HOURS,
  };
}

// The server names fields by their place in the body ("hours.start"); the form has its own names.
const serverFieldNames: Record<string, SettingsField> = {
  name: 'name',
  timezone: 'timezone',
  address: 'address',
  ownerPhone: 'ownerPhone',
  frontDeskPhone: 'frontDeskPhone',
  'hours.start': 'hoursStart',
  'hours.end': 'hoursEnd',
  hours: 'hoursEnd',
  reminderHoursBefore: 'reminderHoursBefore',
};

export function fieldErrorsFromServer(fields: Record<string, string> | undefined): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    const field = serverFieldNames[name];
    if (field) errors[field] ??= message;
  }
  return errors;
}

export const reminderLabel = (hours: number): string => (hours === 1 ? '1 hour before' : `${hours} hours before`);
