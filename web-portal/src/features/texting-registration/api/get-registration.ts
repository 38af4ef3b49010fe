import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';
import { useQuery } from '@tanstack/react-query';

/** GET /api/receptionist/texting/registration: the salon's registration for US texting (A2P 10DLC), where its
 * review stands, and whether each location's number texts. */
export type Registration = ApiAnswer<'GET /api/receptionist/texting/registration'>;

/** What was sent, the EIN's last four digits in its place. */
export type SavedDetails = NonNullable<Registration['details']>;

export type NumberTexting = Registration['numbers'][number];

export const registrationQueryKey = ['/api/receptionist/texting/registration'];

export function useRegistration() {
  return useQuery<Registration>({ queryKey: registrationQueryKey });
}
