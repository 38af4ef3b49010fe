import type { SettingsUpdate, TenantSettings } from '../../../lib/api/tenant-settings';
import {
  businessErrorsFromServer,
  toBusinessForm,
  toBusinessUpdate,
  type BusinessForm,
} from '../../../lib/settings-form';

export const DEFAULT_REMINDER_HOURS = 24;
export const REMINDER_CHOICES = [1, 2, 3, 4, 6, 12, 24, 48, 72] as const;

/** The business details plus the text-message choices, which only this page shows. */
export type SettingsFormValues = BusinessForm & {
  smsConfirmations: boolean;
  smsReminders: boolean;
  reminderHoursBefore: string;
};

export type SettingsErrors = Partial<Record<keyof SettingsFormValues, string>>;

export function toFormValues(settings: TenantSettings): SettingsFormValues {
  return {
    ...toBusinessForm(settings),
    smsConfirmations: settings.smsConfirmations ?? true,
    smsReminders: settings.smsReminders ?? true,
    reminderHoursBefore: String(settings.reminderHoursBefore ?? DEFAULT_REMINDER_HOURS),
  };
}

/** The whole form, SMS choices included: this form shows them, so it may change them. */
export function toSettingsUpdate(values: SettingsFormValues): SettingsUpdate {
  return {
    ...toBusinessUpdate(values),
    smsConfirmations: values.smsConfirmations,
    smsReminders: values.smsReminders,
    reminderHoursBefore: Number(values.reminderHoursBefore) || DEFAULT_REMINDER_HOURS,
  };
}

export function fieldErrorsFromServer(fields: Record<string, string> | undefined): SettingsErrors {
  const errors: SettingsErrors = businessErrorsFromServer(fields);
  if (fields?.reminderHoursBefore) errors.reminderHoursBefore = fields.reminderHoursBefore;
  return errors;
}

export const reminderLabel = (hours: number): string => (hours === 1 ? '1 hour before' : `${hours} hours before`);
