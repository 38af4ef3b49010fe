import type { SettingsUpdate, TenantSettings } from '../api/tenant-settings';
import { DEFAULT_TIME_ZONE } from './time-zones';

export const BUSINESS_NAME_REQUIRED = 'Please enter a business name';
export const DEFAULT_HOURS = { start: '09:00', end: '18:00' } as const;

export type SettingsForm = {
  name: string;
  timezone: string;
  address: string;
  ownerPhone: string;
  frontDeskPhone: string;
  hoursStart: string;
  hoursEnd: string;
};

export type SettingsField = keyof SettingsForm;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

/**
 * The form as last saved. A salon that has never saved its settings (no name yet) starts in the browser's zone
 * rather than the server's default.
 */
export function toSettingsForm(saved: Partial<TenantSettings> | undefined, browserZone?: string): SettingsForm {
  const neverSaved = !saved?.name?.trim();
  return {
    name: saved?.name ?? '',
    timezone: (neverSaved && browserZone) || saved?.timezone || browserZone || DEFAULT_TIME_ZONE,
    address: saved?.address ?? '',
    ownerPhone: saved?.ownerPhone ?? '',
    frontDeskPhone: saved?.frontDeskPhone ?? '',
    hoursStart: saved?.hours?.start || DEFAULT_HOURS.start,
    hoursEnd: saved?.hours?.end || DEFAULT_HOURS.end,
  };
}

export function toSettingsUpdate(form: SettingsForm): SettingsUpdate {
  return {
    name: form.name.trim(),
    timezone: form.timezone,
    hours: { start: form.hoursStart, end: form.hoursEnd },
    address: form.address.trim(),
    ownerPhone: form.ownerPhone.trim(),
    frontDeskPhone: form.frontDeskPhone.trim(),
  };
}

export function validateSettings(form: SettingsForm): SettingsErrors {
  return form.name.trim() ? {} : { name: BUSINESS_NAME_REQUIRED };
}

const serverFieldNames: Record<string, SettingsField> = {
  name: 'name',
  timezone: 'timezone',
  address: 'address',
  ownerPhone: 'ownerPhone',
  frontDeskPhone: 'frontDeskPhone',
  hours: 'hoursEnd',
  'hours.start': 'hoursStart',
  'hours.end': 'hoursEnd',
};

/** The server's 422 `fields`, under the form's own field names. */
export function fromServerFields(fields: Record<string, string> | undefined): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    const field = serverFieldNames[name];
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}
