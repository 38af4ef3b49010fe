import { apiRequest } from '@ringbook/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receptionistStatusQueryKey, type WizardStaffMember } from '../../../lib/api/receptionist-status';
import type { ApiAnswer, ApiBody } from '@ringbook/web-shared/api/routes.ts';

/** What is sent: the phone only when one was given. */
export type StaffToAdd = ApiBody<'POST /api/receptionist/staff'>;

/** The form's fields, each as typed ('' when left empty); `phone` is the stylist's mobile, optional (national or
 * international, the server checks it). */
export type NewStaffMember = Required<Pick<StaffToAdd, 'name' | 'title' | 'email' | 'phone'>>;

export const addStaff = async (member: StaffToAdd): Promise<WizardStaffMember> => {
  const res = await apiRequest('POST', '/api/receptionist/staff', member);
  return ((await res.json()) as ApiAnswer<'POST /api/receptionist/staff'>).staff;
};

export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receptionistStatusQueryKey }),
  });
}
