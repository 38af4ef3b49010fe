import { customerNameField, customerPhoneField } from '../../../lib/validation/customer-fields';
import { z } from '../../../lib/zod';

export const AGREEMENT_REQUIRED = 'The client must agree to be texted about freed times';
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A client the owner puts on the waitlist; the phone is read in `country`. */
export const entrySchema = (country: string) =>
  z
    .object({
      customerName: customerNameField,
      customerPhone: customerPhoneField(country),
      serviceId: z.string().refine((id) => id !== '', 'Choose a service'),
      staffId: z.string(),
      fromDate: z.string().refine((day) => day !== '', 'Choose the first day'),
      toDate: z.string(),
      partOfDay: z.enum(['any', 'morning', 'afternoon', 'evening']),
      clientAgreed: z.boolean().refine((agreed) => agreed, AGREEMENT_REQUIRED),
    })
    .refine((entry) => !entry.toDate || entry.toDate >= entry.fromDate, {
      message: 'The last day must not be before the first',
      path: ['toDate'],
    });

export type EntryValues = z.infer<ReturnType<typeof entrySchema>>;

export const emptyEntry = (today: string): EntryValues => ({
  customerName: '',
  customerPhone: '',
  serviceId: '',
  staffId: 'any',
  fromDate: today,
  toDate: '',
  partOfDay: 'any',
  clientAgreed: false,
});

export const settingsSchema = z.object({
  holdMinutes: z.string().refine((typed) => {
    const minutes = Number(typed.trim());
    return /^\d+$/.test(typed.trim()) && minutes >= 5 && minutes <= 240;
  }, 'Hold for a whole number of minutes from 5 to 240'),
  quietStart: z.string().regex(CLOCK, 'A time of day (HH:MM)'),
  quietEnd: z.string().regex(CLOCK, 'A time of day (HH:MM)'),
});

export type SettingsValues = z.infer<typeof settingsSchema>;
