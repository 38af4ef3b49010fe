import { apiRequest } from '@ringbook/web-shared';
import { useMutation } from '@tanstack/react-query';

export type VerifyEmailInput = { email: string; code: string };

export const verifyEmail = async (data: VerifyEmailInput): Promise<void> => {
  await apiRequest('POST', '/auth/verify-email', data);
};

export function useVerifyEmail(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: verifyEmail, ...options });
}
