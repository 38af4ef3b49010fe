import type { LocationDetails, SalonLocation } from '../../../lib/api/locations';
import { DEFAULT_BUSINESS_HOURS } from '../../../lib/api/tenant-settings';
import type { OpeningValues, PlaceValues } from '../../../lib/location-fields';
import { daysOf, weekOf } from '../../../lib/opening-hours';

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
