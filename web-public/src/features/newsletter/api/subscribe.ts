import { apiRequest } from '@ringbook/web-shared';
import { useMutation } from '@tanstack/react-query';
import { z } from '../../../lib/zod';
import type { ApiBody } from '@ringbook/web-shared/api/routes.ts';

export const subscribeInputSchema = z.object({
  email: z.string().trim().min(1, 'Please enter your email').pipe(z.email('Please enter a valid email address')),
}) satisfies z.ZodType<Required<Omit<ApiBody<'POST /api/subscribe'>, 'companyFax'>>>;

export type SubscribeInput = z.infer<typeof subscribeInputSchema>;

export const subscribe = async (data: SubscribeInput): Promise<void> => {
  await apiRequest('POST', '/api/subscribe', data);
};

export function useSubscribe({ onSuccess, onError }: { onSuccess?: () => void; onError?: () => void } = {}) {
  return useMutation({ mutationFn: subscribe, onSuccess, onError });
}
