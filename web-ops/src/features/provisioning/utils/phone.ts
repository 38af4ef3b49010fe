/** `+14155550123` as `(415) 555-0123`; any other number as received. */
export function formatPhone(e164: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : e164;
}

/** What the card shows: the server's formatting first. */
export function displayPhone(tenant: { phoneNumber: string | null; formattedPhoneNumber: string | null }) {
  return tenant.formattedPhoneNumber || (tenant.phoneNumber ? formatPhone(tenant.phoneNumber) : null);
}
