import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';
import { useQuery } from '@tanstack/react-query';

/** Whether the salon's Google Calendar is connected: sharing a staff member's calendar by e-mail needs it. */
export type GoogleStatus = ApiAnswer<'GET /auth/google/status'>;

export const googleStatusQueryKey = ['/auth/google/status'];

export function useGoogleStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<GoogleStatus>({ queryKey: googleStatusQueryKey, enabled });
}
