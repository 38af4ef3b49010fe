import { apiRequest } from '@ringbook/web-shared';
import { useMutation } from '@tanstack/react-query';

export const RESEND_COOLDOWN_SECONDS = 60;

export const resendCode = async (data: { email: string }): Promise<void> => {
  await apiRequest('POST', '/auth/resend-code', data);
};

export function useResendCode(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: resendCode, ...options });
}
