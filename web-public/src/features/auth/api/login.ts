import { apiRequest } from '@ringbook/web-shared';
import { useMutation } from '@tanstack/react-query';
import { z } from '../../../lib/zod';
import type { ApiBody } from '@ringbook/web-shared/api/routes.ts';

export const loginInputSchema = z.object({
  email: z.string().trim().min(1),
  password: z.string().min(1),
}) satisfies z.ZodType<Required<ApiBody<'POST /auth/login'>>>;

export type LoginInput = z.infer<typeof loginInputSchema>;

export const login = async (data: LoginInput): Promise<void> => {
  await apiRequest('POST', '/auth/login', data);
};

export function useLogin(options: { onSuccess?: () => void; onError?: (error: Error, input: LoginInput) => void } = {}) {
  return useMutation({ mutationFn: login, ...options });
}
