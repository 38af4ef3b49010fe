import { ConfirmDialog, readApiError, toast } from '@ringbook/web-shared';
import { useState } from 'react';
import { useDeleteStaff, type StaffMember } from '../../../lib/api/staff';

type DeleteStaffDialogProps = { member: StaffMember | undefined; onClose: () => void };

/**
 * Asks before deleting. When the member still has upcoming appointments the server refuses and says so;
 * the dialog then asks once more, and confirming deletes the member and cancels those appointments.
 */
export function DeleteStaffDialog({ member, onClose }: DeleteStaffDialogProps) {
  const [refusal, setRefusal] = useState<string>();

  const close = () => {
    setRefusal(undefined);
    onClose();
  };

  const deleting = useDeleteStaff({
    onSuccess: () => {
      close();
      toast({ title: 'Staff member deleted successfully' });
    },
    onError: (err) => {
      const { status, message } = readApiError(err);
      if (status === 409 && message && !refusal) {
        setRefusal(message);
        return;
      }
      close();
      toast({ title: 'Failed to delete staff member', description: message, variant: 'destructive' });
    },
  });

  if (!member) return null;
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && close()}
      title={`Delete ${member.name}?`}
      description={
        refusal ??
        `${member.name} will be removed from your team, along with their calendar, working hours and time off.`
      }
      confirmLabel={refusal ? 'Delete and cancel appointments' : 'Delete'}
      destructive
      pending={deleting.isPending}
      onConfirm={() => deleting.mutate({ staffId: member.staffId, force: refusal !== undefined })}
    />
  );
}
