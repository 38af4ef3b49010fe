import { useQuery } from '@tanstack/react-query';

export type GoogleStatus = { connected: boolean };

export const googleStatusQueryKey = ['/auth/google/status'];

export function useGoogleStatus() {
  return useQuery<GoogleStatus>({ queryKey: googleStatusQueryKey });
}
