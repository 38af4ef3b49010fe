import type { LocationService, SalonLocation, ServiceDifference } from './api/locations';
import { formatDollars } from './format';
import { z } from './zod';

export const PRICE_FORMAT = 'Enter a price like 45 or 45.50';
export const DURATION_RANGE = 'Duration must be between 5 and 480 minutes';

/** One service of the catalogue as a location offers it; an empty price or duration is the catalogue's. */
export type MenuRow = { serviceId: string; offered: boolean; price: string; durationMin: string };

export type MenuValues = { rows: MenuRow[] };

const price = z.string().trim().refine((value) => value === '' || /^\d{1,6}(\.\d{1,2})?$/.test(value), PRICE_FORMAT);

const duration = z
  .string()
  .trim()
  .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) >= 5 && Number(value) <= 480), DURATION_RANGE);

export const menuSchema = z.object({
  rows: z.array(z.object({ serviceId: z.string(), offered: z.boolean(), price, durationMin: duration })),
});

export const menuRowsOf = (services: readonly LocationService[]): MenuValues => ({
  rows: services.map((service) => ({
    serviceId: service.serviceId,
    offered: service.offered,
    price: service.ownPrice === null ? '' : String(service.ownPrice),
    durationMin: service.ownDurationMin === null ? '' : String(service.ownDurationMin),
  })),
});

/** Only where the location differs: a service it does not offer, or its own price or duration. */
export function menuDifferencesOf({ rows }: MenuValues): ServiceDifference[] {
  return rows
    .map((row) => ({ ...row, price: row.price.trim(), durationMin: row.durationMin.trim() }))
    .filter((row) => !row.offered || row.price !== '' || row.durationMin !== '')
    .map((row) => ({
      serviceId: row.serviceId,
      offered: row.offered,
      price: row.price === '' ? null : Number(row.price),
      durationMin: row.durationMin === '' ? null : Number(row.durationMin),
    }));
}

/** How a location's service differs from the catalogue, in a few words ("$55.00, 60 min"); '' where it does not.
 * A service not offered there is said apart. */
export function ownTerms(service: LocationService): string {
  const terms = [
    service.ownPrice === null ? '' : formatDollars(service.ownPrice),
    service.ownDurationMin === null ? '' : `${service.ownDurationMin} min`,
  ];
  return terms.filter(Boolean).join(', ');
}

/** Where a service differs at each location, one sentence per location ("$55.00 at Uptown", "Not offered at
 * Uptown"); none where every location has it as the catalogue does. */
export function differencesAcross(locations: readonly SalonLocation[], serviceId: string): string[] {
  return locations.flatMap((location) => {
    const service = location.services.find((one) => one.serviceId === serviceId);
    if (!service) return [];
    if (!service.offered) return [`Not offered at ${location.name}`];
    const terms = ownTerms(service);
    return terms ? [`${terms} at ${location.name}`] : [];
  });
}
