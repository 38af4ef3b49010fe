import { readPhone } from '@ringbook/web-shared/lib/phones.ts';
import { z } from '../../../lib/zod';
import type { Slot } from '../api/get-availability';

export const SLOT_REQUIRED = 'Choose a free time';

/** A free time chosen in the slot finder; none until the owner picks one. */
export const slotSchema = z.custom<Slot | null>().refine((slot) => slot !== null, SLOT_REQUIRED);

/** The checks the server would make anyway, said before the round trip; the phone is read in `country`. */
export const customerSchema = (country: string) =>
  z.object({
    customerName: z.string().refine((name) => name.trim() !== '', 'Customer name is required'),
    customerPhone: z.string().superRefine((typed, ctx) => {
      if (!typed.trim()) {
        ctx.addIssue({ code: 'custom', message: 'Customer phone is required' });
        return;
      }
      const phone = readPhone(typed, country);
      if (!phone.ok) ctx.addIssue({ code: 'custom', message: phone.error });
    }),
    customerEmail: z.string(),
    notes: z.string(),
  });

export type Customer = z.infer<ReturnType<typeof customerSchema>>;

export const emptyCustomer: Customer = { customerName: '', customerPhone: '', customerEmail: '', notes: '' };

/** A new booking: a free time and the customer. */
export const bookingSchema = (country: string) => customerSchema(country).extend({ slot: slotSchema });

export type BookingValues = Customer & { slot: Slot | null };
