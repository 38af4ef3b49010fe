import { Button, ConfirmDialog, Dialog, readApiError, toast } from '@ringbook/web-shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeleteStaff, type StaffMember } from '../../../lib/api/staff';
import { upcomingQueryKey, useUpcomingOfStaff } from '../api/upcoming-appointments';
import { appointmentsWord, initialChoices, toRemoval, type Choice } from '../utils/handover';
import { HandoverList } from './handover-list';

type DeleteStaffDialogProps = { member: StaffMember | undefined; onClose: () => void };

/**
 * Asks before deleting. A member with upcoming appointments is not deleted blindly: the dialog shows them, and
 * each goes to a member free at that time or is cancelled (the client gets a text either way).
 */
export function DeleteStaffDialog({ member, onClose }: DeleteStaffDialogProps) {
  const queryClient = useQueryClient();
  const upcoming = useUpcomingOfStaff(member?.staffId);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [choicesFor, setChoicesFor] = useState<typeof upcoming.data>();
  const [refusal, setRefusal] = useState<string>();

  // Each new list of upcoming appointments starts from its default choices.
  if (upcoming.data !== choicesFor) {
    setChoicesFor(upcoming.data);
    if (upcoming.data) setChoices(initialChoices(upcoming.data));
  }

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
      if (status === 409 && message && member) {
        // Booked or taken meanwhile: show what changed and let the owner choose again.
        setRefusal(message);
        void queryClient.invalidateQueries({ queryKey: upcomingQueryKey(member.staffId) });
        return;
      }
      close();
      toast({ title: 'Failed to delete staff member', description: message, variant: 'destructive' });
    },
  });

  if (!member) return null;
  const title = `Delete ${member.name}?`;
  const gone = `${member.name} will be removed from your team, along with their calendar, working hours and time off.`;

  if (!upcoming.data || upcoming.data.upcomingAppointments === 0) {
    return (
      <ConfirmDialog
        open
        onOpenChange={(next) => !next && close()}
        title={title}
        description={upcoming.isPending ? `Checking ${member.name}'s upcoming appointments...` : gone}
        confirmLabel="Delete"
        destructive
        pending={upcoming.isPending || deleting.isPending}
        onConfirm={() => deleting.mutate({ staffId: member.staffId })}
      />
    );
  }

  const found = upcoming.data;
  const removal = toRemoval(found, choices);
  const unlisted = found.upcomingAppointments - found.appointments.length;
  const confirmLabel = removal.cancelled > 0 ? `Delete and cancel ${appointmentsWord(removal.cancelled)}` : 'Delete';
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && close()}
      title={title}
      description={`${member.name} has ${appointmentsWord(found.upcomingAppointments)} coming up. Give each to someone free at that time, or cancel it; every client gets a text.`}
      width="max-w-2xl"
      footer={
        <>
          <Button variant="outline" size="sm" onClick={close}>
            Keep {member.name}
          </Button>
          <Button
            variant="destructive"
            size="sm"
            disabled={deleting.isPending || upcoming.isFetching}
            onClick={() => deleting.mutate({ staffId: member.staffId, ...removal })}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {refusal && (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {refusal}
        </p>
      )}
      <HandoverList
        appointments={found.appointments}
        choices={choices}
        onChoose={(id, choice) => setChoices((current) => ({ ...current, [id]: choice }))}
      />
      {unlisted > 0 && (
        <p className="text-sm text-muted-foreground">
          {appointmentsWord(unlisted)} further ahead will be cancelled, each client getting a text.
        </p>
      )}
    </Dialog>
  );
}
