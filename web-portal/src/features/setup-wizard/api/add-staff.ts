import { apiRequest } from '@ringbook/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receptionistStatusQueryKey, type WizardStaffMember } from '../../../lib/api/receptionist-status';

/** The form's fields; `phone` is the stylist's mobile, optional (national or international, the server checks it). */
export type NewStaffMember = { name: string; title: string; email: string; phone: string };
/** What is sent: the phone only when one was given. */
export type StaffToAdd = Omit<NewStaffMember, 'phone'> & { phone?: string };

export const addStaff = async (member: StaffToAdd): Promise<WizardStaffMember> => {
  const res = await apiRequest('POST', '/api/receptionist/staff', member);
  return ((await res.json()) as { staff: WizardStaffMember }).staff;
};

export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receptionistStatusQueryKey }),
  });
}
