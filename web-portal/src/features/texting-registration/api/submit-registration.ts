import { apiRequest } from '@ringbook/web-shared';
import type { ApiBody } from '@ringbook/web-shared/api/routes.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registrationQueryKey, type Registration } from './get-registration';

/** The salon's legal details as carriers check them, the EIN included. */
export type Submission = ApiBody<'PUT /api/receptionist/texting/registration'>;

const submitRegistration = async (submission: Submission): Promise<Registration> => {
  const res = await apiRequest('PUT', '/api/receptionist/texting/registration', submission);
  return (await res.json()) as Registration;
};

/** PUT /api/receptionist/texting/registration: sends the details (again, after a refusal); the answer is the
 * registration in review (or approved at once where nobody reviews it). */
export function useSubmitRegistration(options: {
  onSuccess?: (registration: Registration) => void;
  onError?: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRegistration,
    onSuccess: (registration) => {
      queryClient.setQueryData(registrationQueryKey, registration);
      options.onSuccess?.(registration);
    },
    onError: options.onError,
  });
}
