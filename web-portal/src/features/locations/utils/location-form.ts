import { DEFAULT_BUSINESS_HOURS } from '../../../lib/api/tenant-settings';
import { daysOf, openingWeekSchema, weekOf, type OpeningWeek } from '../../../lib/opening-hours';
import { z } from '../../../lib/zod';
import type { SalonLocation } from '../api/get-locations';
import type { LocationDetails } from '../api/save-location';

export const NAME_REQUIRED = "Please enter the location's name";
export const DATE_REQUIRED = 'Please give the day the location is closed';

export type ClosureRow = { date: string; reason: string };

/** Where a location is: what the first step of adding one asks, and its details when edited. */
export type PlaceValues = { name: string; address: string; timezone: string; frontDeskPhone: string };

/** When it is open: its week, and the days it is closed whatever the week says (holidays). */
export type OpeningValues = { week: OpeningWeek; closures: ClosureRow[] };

export const placeSchema = z.object({
  name: z.string().trim().min(1, NAME_REQUIRED),
  address: z.string(),
  timezone: z.string().min(1, 'Please choose a time zone'),
  frontDeskPhone: z.string(),
});

export const openingSchema = z.object({
  week: openingWeekSchema<OpeningWeek>(),
  closures: z.array(z.object({ date: z.string().min(1, DATE_REQUIRED), reason: z.string() })),
});

export const placeOf = (location: SalonLocation, formatPhone: (stored: string) => string): PlaceValues => ({
  name: location.name,
  address: location.address,
  timezone: location.timezone,
  frontDeskPhone: formatPhone(location.frontDeskPhone),
});

/** A new location starts in the first one's time zone and open when it is. */
export const newPlace = (first: SalonLocation | undefined, zone: string): PlaceValues => ({
  name: '',
  address: '',
  timezone: first?.timezone ?? zone,
  frontDeskPhone: '',
});

export const openingOf = (location: SalonLocation | undefined): OpeningValues => ({
  week: weekOf(location?.week, DEFAULT_BUSINESS_HOURS),
  closures: location?.closures.map(({ date, reason }) => ({ date, reason })) ?? [],
});

export const placeDetails = (values: PlaceValues): LocationDetails => ({
  name: values.name.trim(),
  address: values.address.trim(),
  timezone: values.timezone,
  frontDeskPhone: values.frontDeskPhone.trim(),
});

export const openingDetails = (values: OpeningValues): LocationDetails => ({
  week: daysOf(values.week),
  closures: values.closures.map(({ date, reason }) => ({ date, reason: reason.trim() })),
});
