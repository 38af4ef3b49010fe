import { apiRequest } from '@ringbook/web-shared';
import { useMutation } from '@tanstack/react-query';
import type { ApiBody } from '@ringbook/web-shared/api/routes.ts';

export type VerifyEmailInput = ApiBody<'POST /auth/verify-email'>;

export const verifyEmail = async (data: VerifyEmailInput): Promise<void> => {
  await apiRequest('POST', '/auth/verify-email', data);
};

export function useVerifyEmail(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: verifyEmail, ...options });
}
