import { openingWeekSchema, type OpeningWeek } from './opening-hours';
import { z } from './zod';

export const NAME_REQUIRED = "Please enter the location's name";
export const DATE_REQUIRED = 'Please give the day the location is closed';

/** A day the location is closed whatever its week says (a holiday), as typed. */
export type ClosureRow = { date: string; reason: string };

/** Where a location is, as typed. */
export type PlaceValues = { name: string; address: string; timezone: string; frontDeskPhone: string };

/** When a location is open: its week, and the days it is closed whatever the week says. */
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
