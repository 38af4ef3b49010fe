import { z } from '../../../lib/zod';
import type { LocationService } from '../api/get-locations';
import type { ServiceDifference } from '../api/save-location-services';

export const PRICE_FORMAT = 'Enter a price like 45 or 45.50';
export const DURATION_RANGE = 'Duration must be between 5 and 480 minutes';

/** One service of the catalogue as this location offers it; an empty price or duration is the catalogue's. */
export type PriceRow = { serviceId: string; offered: boolean; price: string; durationMin: string };

export type PriceValues = { rows: PriceRow[] };

const price = z.string().trim().refine((value) => value === '' || /^\d{1,6}(\.\d{1,2})?$/.test(value), PRICE_FORMAT);

const duration = z
  .string()
  .trim()
  .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) >= 5 && Number(value) <= 480), DURATION_RANGE);

export const priceSchema = z.object({
  rows: z.array(z.object({ serviceId: z.string(), offered: z.boolean(), price, durationMin: duration })),
});

export const priceRowsOf = (services: readonly LocationService[]): PriceValues => ({
  rows: services.map((service) => ({
    serviceId: service.serviceId,
    offered: service.offered,
    price: service.ownPrice === null ? '' : String(service.ownPrice),
    durationMin: service.ownDurationMin === null ? '' : String(service.ownDurationMin),
  })),
});

/** Only where the location differs: a service it does not offer, or its own price or duration. */
export function differencesOf({ rows }: PriceValues): ServiceDifference[] {
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
