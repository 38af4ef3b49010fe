import { apiRequest } from '@ringbook/web-shared';
import { useMutation } from '@tanstack/react-query';
import { z } from '../../../lib/zod';
import type { ApiBody } from '@ringbook/web-shared/api/routes.ts';

export const registerInputSchema = z
  .object({
    fullName: z.string().trim().min(1, 'Name is required'),
    email: z.string().trim().pipe(z.email('Please enter a valid email')),
    password: z.string().min(8, 'Password must be at least 8 characters'),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  }) satisfies z.ZodType<Required<ApiBody<'POST /auth/register'>>>;

export type RegisterInput = z.infer<typeof registerInputSchema>;

export const register = async (data: RegisterInput): Promise<void> => {
  await apiRequest('POST', '/auth/register', data);
};

export function useRegister(options: { onSuccess?: (data: void, input: RegisterInput) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: register, ...options });
}
