import { apiRequest } from '@ringbook/web-shared';
import { useMutation } from '@tanstack/react-query';
import { z } from '../../../lib/zod';
import type { ApiBody } from '@ringbook/web-shared/api/routes.ts';

const REQUIRED = 'Please fill in all required fields';

export const contactInputSchema = z.object({
  name: z.string().trim().min(1, REQUIRED),
  email: z.string().trim().min(1, REQUIRED).pipe(z.email('Please enter a valid email address')),
  phone: z.string().trim(),
  business: z.string().trim(),
  message: z.string().trim().min(1, REQUIRED),
}) satisfies z.ZodType<Required<Omit<ApiBody<'POST /api/contact'>, 'companyFax'>>>;

export type ContactInput = z.infer<typeof contactInputSchema>;

export const sendContactMessage = async (data: ContactInput): Promise<void> => {
  await apiRequest('POST', '/api/contact', data);
};

export function useSendContactMessage(options: { onSuccess?: () => void; onError?: () => void } = {}) {
  return useMutation({ mutationFn: sendContactMessage, ...options });
}
