const US_E164 = /^\+1(\d{3})(\d{3})(\d{4})$/;

/** The server stores E.164; a US number reads better as (415) 867-5309, which the server also accepts. */
export function formatPhone(e164: string): string {
  const match = US_E164.exec(e164);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : e164;
}
