import type { SettingsUpdate, TenantSettings } from '../../../lib/api/tenant-settings';
import {
  businessErrorsFromServer,
  businessSchemaFor,
  toBusinessForm,
  toBusinessUpdate,
  withCountry,
  type BusinessForm,
} from '../../../lib/settings-form';
import { WEEKDAYS, daysOf, openingWeekSchema, rangeOf, weekOf, type OpeningWeek } from '../../../lib/opening-hours';
import { z } from '../../../lib/zod';

export const DEFAULT_REMINDER_HOURS = 24;
export const REMINDER_CHOICES = [1, 2, 3, 4, 6, 12, 24, 48, 72] as const;

/** The business details, the opening hours day by day, and the text-message choices, which only this page
 * shows. */
export type SettingsFormValues = BusinessForm & {
  week: OpeningWeek;
  smsConfirmations: boolean;
  smsReminders: boolean;
  reminderHoursBefore: string;
};

/** The business details and the week, each open day's hours in order (Settings' words, in one message). */
export const settingsFormSchema: z.ZodType<SettingsFormValues, SettingsFormValues> = z
  .looseObject({ week: openingWeekSchema() })
  .and(businessSchemaFor<SettingsFormValues>());

export type SettingsErrors = Partial<Record<keyof SettingsFormValues, string>>;

export function toFormValues(settings: TenantSettings): SettingsFormValues {
  return {
    ...toBusinessForm(settings),
    week: weekOf(settings.week, settings.hours),
    smsConfirmations: settings.smsConfirmations ?? true,
    smsReminders: settings.smsReminders ?? true,
    reminderHoursBefore: String(settings.reminderHoursBefore ?? DEFAULT_REMINDER_HOURS),
  };
}

/** The whole form, SMS choices included: this form shows them, so it may change them. The week is sent as it
 * is, and `hours` as its view. */
export function toSettingsUpdate(values: SettingsFormValues): SettingsUpdate {
  const update = toBusinessUpdate(values);
  return {
    ...update,
    hours: rangeOf(values.week) ?? update.hours,
    week: daysOf(values.week),
    smsConfirmations: values.smsConfirmations,
    smsReminders: values.smsReminders,
    reminderHoursBefore: Number(values.reminderHoursBefore) || DEFAULT_REMINDER_HOURS,
  };
}

/** A business with several locations: the business's own fields as typed, over the first location's as saved
 * (its address, time zone, hours and front-desk phone, which the settings' body holds too), its numbers restyled
 * for the country chosen. */
export function toBusinessWideUpdate(values: SettingsFormValues, saved: TenantSettings): SettingsUpdate {
  const first = withCountry(toFormValues(saved), values.country);
  return toSettingsUpdate({
    ...first,
    name: values.name,
    ownerPhone: values.ownerPhone,
    smsConfirmations: values.smsConfirmations,
    smsReminders: values.smsReminders,
    reminderHoursBefore: values.reminderHoursBefore,
  });
}

export function fieldErrorsFromServer(fields: Record<string, string> | undefined): SettingsErrors {
  const errors: SettingsErrors = businessErrorsFromServer(fields);
  const days = WEEKDAYS.filter((day) => fields?.[day]).map((day) => `${day}: ${fields![day]}`);
  if (days.length > 0) errors.week = days.join('; ');
  if (fields?.reminderHoursBefore) errors.reminderHoursBefore = fields.reminderHoursBefore;
  return errors;
}

export const reminderLabel = (hours: number): string => (hours === 1 ? '1 hour before' : `${hours} hours before`);
