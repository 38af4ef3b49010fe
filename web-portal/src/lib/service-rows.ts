import type { Service, ServiceInput } from './api/services';
import { z } from './zod';

/** A service as its editor holds it: the shown fields as typed text. */
export type ServiceRow = {
  key: number;
  serviceId: string;
  name: string;
  durationMin: string;
  bufferMin: string;
  price: string;
  /** A service the salon has already: its ID was fixed when it was created and stays through renames. */
  saved: boolean;
  /**
   * What the server sent that the editors do not show (processing time, who performs it, anything added later),
   * sent back as it came so that saving the catalogue never resets it.
   */
  kept: Record<string, unknown>;
};

export type ServiceRowField = 'serviceId' | 'name' | 'durationMin' | 'bufferMin' | 'price';

export const DEFAULT_DURATION_MIN = 30;
export const NO_SERVICES = 'Please add at least one service';

// Letters that Unicode decomposition does not fold to a plain one.
const SPELLED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i' };
const ID_BASE_LENGTH = 56;

/**
 * A preview of the ID the server gives a new service (it decides, adding "-2", "-3"... when names meet): lower-cased,
 * spaces become hyphens, accents folded, other punctuation dropped ("Women's Cut & Colour" -> "womens-cut-colour").
 */
export function serviceIdFrom(name: string): string {
  const plain = name
    .trim()
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (letter) => SPELLED[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
  const id = plain
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ID_BASE_LENGTH)
    .replace(/-+$/, '');
  return id || 'service';
}

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
  saved: false,
  kept: {},
});

export function toRow(service: Service): ServiceRow {
  const { serviceId, name, durationMin, bufferMin, price, ...kept } = service;
  return {
    key: nextKey(),
    serviceId: serviceId ?? '',
    name: name ?? '',
    durationMin: durationMin == null ? '' : String(durationMin),
    bufferMin: bufferMin == null ? '' : String(bufferMin),
    price: price == null ? '' : formatPrice(String(price)),
    saved: true,
    kept,
  };
}

function toNumber(value: string, fallback: number, isValid: (n: number) => boolean): number {
  if (value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) && isValid(n) ? n : fallback;
}

/**
 * Drops blank-named rows and applies the fallbacks: duration 30, buffer 0, price 0. A new service goes without an
 * ID unless one was typed: the server gives it one.
 */
export function toServices(rows: ServiceRow[]): ServiceInput[] {
  return rows
    .filter((row) => row.name.trim() !== '')
    .map((row) => {
      const name = row.name.trim();
      return {
        ...row.kept,
        serviceId: row.serviceId.trim(),
        name,
        durationMin: toNumber(row.durationMin, DEFAULT_DURATION_MIN, (n) => n > 0),
        bufferMin: toNumber(row.bufferMin, 0, (n) => n >= 0),
        price: toNumber(row.price, 0, (n) => n >= 0),
      };
    });
}

/** The editors' rows: what they hold is sent as typed (with the fallbacks), as long as one row is named. */
export const serviceRowsSchema = z.object({
  rows: z.array(z.custom<ServiceRow>()).refine((rows) => toServices(rows).length > 0, NO_SERVICES),
});
