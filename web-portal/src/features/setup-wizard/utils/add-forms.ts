import type { WizardService } from '../../../lib/api/receptionist-status';
import { toServices, type ServiceRow } from '../../../lib/service-rows';
import { z } from '../../../lib/zod';
import type { NewStaffMember, StaffToAdd } from '../api/add-staff';

export const NAME_REQUIRED = 'Name is required';
export const EMAIL_REQUIRED = 'Email is required';
export const SERVICE_NAME_REQUIRED = 'Service name is required';

export type StaffErrors = Partial<Record<keyof NewStaffMember, string>>;

export const emptyStaffMember = (): NewStaffMember => ({ name: '', title: '', email: '', phone: '' });

const given = (typed: string) => typed.trim() !== '';

/** Adding staff in the wizard needs a name and an e-mail; the server checks the rest. */
export const staffMemberSchema = z.object({
  name: z.string().refine(given, NAME_REQUIRED),
  title: z.string(),
  email: z.string().refine(given, EMAIL_REQUIRED),
  phone: z.string(),
});

/** The member's messages by field; empty when it can be sent. */
export function validateStaffMember(member: NewStaffMember): StaffErrors {
  const errors: StaffErrors = {};
  for (const issue of staffMemberSchema.safeParse(member).error?.issues ?? []) {
    errors[issue.path[0] as keyof NewStaffMember] ??= issue.message;
  }
  return errors;
}

/** The member as sent: trimmed, and the phone only when one was given. */
export const trimStaffMember = (member: NewStaffMember): StaffToAdd => ({
  name: member.name.trim(),
  title: member.title.trim(),
  email: member.email.trim(),
  ...(member.phone.trim() ? { phone: member.phone.trim() } : {}),
});

/** The service to add (slug, and the fallbacks duration 30, buffer 0, price 0), or null without a name. */
export function serviceFromRow(row: ServiceRow): WizardService | null {
  return toServices([row])[0] ?? null;
}

/** A service to add: it needs a name; the rest falls back as `serviceFromRow` says. */
export const newServiceSchema: z.ZodType<ServiceRow, ServiceRow> = z.custom<ServiceRow>().superRefine((row, ctx) => {
  if (!serviceFromRow(row)) ctx.addIssue({ code: 'custom', path: ['name'], message: SERVICE_NAME_REQUIRED });
});
