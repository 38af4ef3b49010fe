import { readPhone } from '@ringbook/web-shared/lib/phones.ts';
import { z } from '../zod';

/** A client's name as every owner form asks it. */
export const customerNameField = z.string().refine((name) => name.trim() !== '', 'Customer name is required');

/** A client's phone, read in the salon's `country` as booking reads it. */
export const customerPhoneField = (country: string) =>
  z.string().superRefine((typed, ctx) => {
    if (!typed.trim()) {
      ctx.addIssue({ code: 'custom', message: 'Customer phone is required' });
      return;
    }
    const phone = readPhone(typed, country);
    if (!phone.ok) ctx.addIssue({ code: 'custom', message: phone.error });
  });
