import { DEFAULT_COUNTRY, formatPhone as formatSalonPhone } from '@ringbook/web-shared/lib/phones.ts';

/** `+14155550123` as `(415) 555-0123` (our numbers are North American); others internationally. */
export function formatPhone(e164: string): string {
  return formatSalonPhone(e164, DEFAULT_COUNTRY);
}

/** What the card shows: the server's formatting first. */
export function displayPhone(tenant: { phoneNumber: string | null; formattedPhoneNumber: string | null }) {
  return tenant.formattedPhoneNumber || (tenant.phoneNumber ? formatPhone(tenant.phoneNumber) : null);
}
