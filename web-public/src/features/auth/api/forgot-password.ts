import { apiRequest } from '@ringbook/web-shared';
import { useMutation } from '@tanstack/react-query';
import { z } from '../../../lib/zod';
import type { ApiBody } from '@ringbook/web-shared/api/routes.ts';

export const forgotPasswordInputSchema = z.object({
  email: z.string().trim().pipe(z.email('Please enter a valid email')),
}) satisfies z.ZodType<Required<ApiBody<'POST /auth/forgot-password'>>>;

export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const forgotPassword = async (data: ForgotPasswordInput): Promise<void> => {
  await apiRequest('POST', '/auth/forgot-password', data);
};

export function useForgotPassword(
  options: { onSuccess?: (data: void, input: ForgotPasswordInput) => void; onError?: (error: Error) => void } = {},
) {
  return useMutation({ mutationFn: forgotPassword, ...options });
}
