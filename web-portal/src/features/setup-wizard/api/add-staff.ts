import { apiRequest } from '@ringbook/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receptionistStatusQueryKey, type WizardStaffMember } from '../../../lib/api/receptionist-status';

export type NewStaffMember = { name: string; title: string; email: string };

export const addStaff = async (member: NewStaffMember): Promise<WizardStaffMember> => {
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
