import {
  DEFAULT_BUSINESS_HOURS,
  DEFAULT_TIMEZONE,
  type SettingsUpdate,
  type TenantSettings,
} from '../../settings/api/settings';

export const TIMEZONES = ['America/New_York', 'America/Los_Angeles', 'Europe/London', 'Africa/Casablanca'] as const;

export type SettingsValues = {
  name: string;
  timezone: string;
  hoursStart: string;
  hoursEnd: string;
  address: string;
  ownerPhone: string;
  frontDeskPhone: string;
};

export type SettingsErrors = Partial<Record<keyof SettingsValues, string>>;

export const NAME_REQUIRED = 'Please enter a business name';
export const HOURS_ORDER = 'Opening time must be before closing time';

/** The four choices, plus the saved zone when it is another one, so saving never changes it unasked. */
export function timezoneOptions(saved: string): { value: string; label: string }[] {
  const zones: string[] = TIMEZONES.includes(saved as (typeof TIMEZONES)[number]) ? [...TIMEZONES] : [saved, ...TIMEZONES];
  return zones.map((zone) => ({ value: zone, label: zone }));
}

export function toValues(settings: Partial<TenantSettings>): SettingsValues {
  return {
    name: settings.name ?? '',
    timezone: settings.timezone || DEFAULT_TIMEZONE,
    hoursStart: settings.hours?.start ?? DEFAULT_BUSINESS_HOURS.start,
    hoursEnd: settings.hours?.end ?? DEFAULT_BUSINESS_HOURS.end,
    address: settings.address ?? '',
    ownerPhone: settings.ownerPhone ?? '',
    frontDeskPhone: settings.frontDeskPhone ?? '',
  };
}

export function settingsErrors(values: SettingsValues): SettingsErrors {
  const errors: SettingsErrors = {};
  if (!values.name.trim()) errors.name = NAME_REQUIRED;
  if (!values.hoursStart) errors.hoursStart = 'Enter an opening time';
  if (!values.hoursEnd) errors.hoursEnd = 'Enter a closing time';
  else if (values.hoursStart && values.hoursStart >= values.hoursEnd) errors.hoursEnd = HOURS_ORDER;
  return errors;
}

const SERVER_FIELDS: Record<string, keyof SettingsValues> = {
  name: 'name',
  timezone: 'timezone',
  'hours.start': 'hoursStart',
  'hours.end': 'hoursEnd',
  // The server checks the hours' order on the pair: shown under the closing time, like the form does.
  hours: 'hoursEnd',
  address: 'address',
  ownerPhone: 'ownerPhone',
  frontDeskPhone: 'frontDeskPhone',
};

/** A 422's `fields` (server names) as messages under this form's fields. */
export function serverErrors(fields: Record<string, string> = {}): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const [name, message] of Object.entries(fields)) {
    const field = SERVER_FIELDS[name];
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** The SMS choices are left out, so the server keeps them as they are. */
export function toUpdate(values: SettingsValues): SettingsUpdate {
  return {
    name: values.name.trim(),
    timezone: values.timezone,
    hours: { start: values.hoursStart, end: values.hoursEnd },
    address: values.address.trim(),
    ownerPhone: values.ownerPhone.trim(),
    frontDeskPhone: values.frontDeskPhone.trim(),
  };
}
