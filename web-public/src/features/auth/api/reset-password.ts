import { apiRequest } from '@ringbook/web-shared';
import { useMutation } from '@tanstack/react-query';
import { z } from '../../../lib/zod';
import type { ApiBody } from '@ringbook/web-shared/api/routes.ts';

export const resetPasswordInputSchema = z
  .object({
    email: z.string(),
    code: z.string().regex(/^\d{6}$/, 'Please enter the 6-digit code'),
    password: z.string().min(8, 'Password must be at least 8 characters'),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  }) satisfies z.ZodType<Required<ApiBody<'POST /auth/reset-password'>>>;

export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const resetPassword = async (data: ResetPasswordInput): Promise<void> => {
  await apiRequest('POST', '/auth/reset-password', data);
};

export function useResetPassword(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: resetPassword, ...options });
}
