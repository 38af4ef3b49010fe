import { ApiError, readApiError } from '@ringbook/web-shared';
import type { Slot } from '../api/get-availability';

export type BookingProblem = {
  message: string;
  /** Field name (customerName, customerPhone, ...) to message, from a 422. */
  fields: Record<string, string>;
  /** The nearest free slots the server offers when the chosen one was taken (409). */
  alternatives: Slot[];
};

function isSlot(value: unknown): value is Slot {
  if (!value || typeof value !== 'object') return false;
  const { slotId, start } = value as Partial<Slot>;
  return typeof slotId === 'string' && typeof start === 'string';
}

function readAlternatives(error: unknown): Slot[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const { alternatives } = (error.body ?? {}) as { alternatives?: unknown };
  return Array.isArray(alternatives) ? alternatives.filter(isSlot) : [];
}

/** What a failed booking or reschedule tells the owner, with `fallback` when the server said nothing. */
export function readBookingProblem(error: unknown, fallback: string): BookingProblem {
  const details = readApiError(error);
  return {
    message: details.message ?? fallback,
    fields: details.fields ?? {},
    alternatives: readAlternatives(error),
  };
}
