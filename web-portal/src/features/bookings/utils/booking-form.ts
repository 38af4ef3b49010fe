import { customerNameField, customerPhoneField } from '../../../lib/validation/customer-fields';
import { z } from '../../../lib/zod';
import type { Slot } from '../api/get-availability';

export const SLOT_REQUIRED = 'Choose a free time';

/** A free time chosen in the slot finder; none until the owner picks one. */
export const slotSchema = z.custom<Slot | null>().refine((slot) => slot !== null, SLOT_REQUIRED);

/** The checks the server would make anyway, said before the round trip; the phone is read in `country`. */
export const customerSchema = (country: string) =>
  z.object({
    customerName: customerNameField,
    customerPhone: customerPhoneField(country),
    customerEmail: z.string(),
    notes: z.string(),
  });

export type Customer = z.infer<ReturnType<typeof customerSchema>>;

export const emptyCustomer: Customer = { customerName: '', customerPhone: '', customerEmail: '', notes: '' };

/** A new booking: a free time and the customer. */
export const bookingSchema = (country: string) => customerSchema(country).extend({ slot: slotSchema });

export type BookingValues = Customer & { slot: Slot | null };
