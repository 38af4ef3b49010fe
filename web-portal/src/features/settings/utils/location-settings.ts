import { DEFAULT_BUSINESS_HOURS } from '../../../lib/api/tenant-settings';
import type { LocationDetails, SalonLocation } from '../../../lib/api/locations';
import { openingSchema, placeSchema, type OpeningValues, type PlaceValues } from '../../../lib/location-fields';
import { WEEKDAYS, daysOf, weekOf } from '../../../lib/opening-hours';
import { z } from '../../../lib/zod';

/** One location's own settings, as typed. */
export type LocationSettingsValues = PlaceValues & OpeningValues;

export type LocationSettingsField = keyof LocationSettingsValues;

/** The first location's name is the business's, saved with the business's settings: its form leaves it out. */
export const isFirst = (location: SalonLocation) => location.position === 0;

export const locationSettingsSchema = (location: SalonLocation) =>
  placeSchema.extend({ name: isFirst(location) ? z.string() : placeSchema.shape.name, ...openingSchema.shape });

export const locationSettingsOf = (
  location: SalonLocation,
  formatPhone: (stored: string) => string,
): LocationSettingsValues => ({
  name: location.name,
  address: location.address,
  timezone: location.timezone,
  frontDeskPhone: formatPhone(location.frontDeskPhone),
  week: weekOf(location.week, DEFAULT_BUSINESS_HOURS),
  closures: location.closures.map(({ date, reason }) => ({ date, reason })),
});

/** Everything the form shows, trimmed; the first location's name is not sent (it is the business's). */
export function locationDetailsOf(location: SalonLocation, values: LocationSettingsValues): LocationDetails {
  return {
    ...(isFirst(location) ? {} : { name: values.name.trim() }),
    address: values.address.trim(),
    timezone: values.timezone,
    frontDeskPhone: values.frontDeskPhone.trim(),
    week: daysOf(values.week),
    closures: values.closures.map(({ date, reason }) => ({ date, reason: reason.trim() })),
  };
}

const FIELDS: readonly LocationSettingsField[] = ['name', 'address', 'timezone', 'frontDeskPhone', 'closures'];

/** A 422's `fields` under the form's: a weekday's under the week ("Monday: ..."), a closure's under its own. */
export function locationErrorsFromServer(fields: Record<string, string> | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    const closure = /^closures\.(\d+)\.date$/.exec(name);
    if (closure) errors[`closures.${closure[1]}.date`] = message;
    else if ((FIELDS as readonly string[]).includes(name)) errors[name] = message;
  }
  const days = WEEKDAYS.filter((day) => fields?.[day]).map((day) => `${day}: ${fields![day]}`);
  if (days.length > 0) errors.week = days.join('; ');
  return errors;
}
