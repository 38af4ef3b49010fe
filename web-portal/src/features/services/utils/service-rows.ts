import type { Service } from '../api/services';

export type ServiceRow = {
  key: number;
  serviceId: string;
  name: string;
  durationMin: string;
  bufferMin: string;
  price: string;
};

export const DEFAULT_DURATION_MIN = 30;
export const NO_SERVICES = 'Please add at least one service';

/** Lower-cased, spaces become hyphens. */
export const slugify = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, '-');

/** Two decimals when the text is a number; anything else is left for the save fallback. */
export function formatPrice(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  const price = Number(trimmed);
  return Number.isFinite(price) ? price.toFixed(2) : value;
}

let lastKey = 0;
const nextKey = () => (lastKey += 1);

export const emptyRow = (): ServiceRow => ({
  key: nextKey(),
  serviceId: '',
  name: '',
  durationMin: String(DEFAULT_DURATION_MIN),
  bufferMin: '0',
  price: '',
});

export const toRow = (service: Service): ServiceRow => ({
  key: nextKey(),
  serviceId: service.serviceId ?? '',
  name: service.name ?? '',
  durationMin: service.durationMin == null ? '' : String(service.durationMin),
  bufferMin: service.bufferMin == null ? '' : String(service.bufferMin),
  price: service.price == null ? '' : formatPrice(String(service.price)),
});

function toNumber(value: string, fallback: number, isValid: (n: number) => boolean): number {
  if (value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) && isValid(n) ? n : fallback;
}

/** Drops blank-named rows and applies the fallbacks: duration 30, buffer 0, price 0. */
export function toServices(rows: ServiceRow[]): Service[] {
  return rows
    .filter((row) => row.name.trim() !== '')
    .map((row) => {
      const name = row.name.trim();
      return {
        serviceId: row.serviceId.trim() || slugify(name),
        name,
        durationMin: toNumber(row.durationMin, DEFAULT_DURATION_MIN, (n) => n > 0),
        bufferMin: toNumber(row.bufferMin, 0, (n) => n >= 0),
        price: toNumber(row.price, 0, (n) => n >= 0),
      };
    });
}
