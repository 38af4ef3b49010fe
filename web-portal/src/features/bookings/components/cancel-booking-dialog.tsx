import { ConfirmDialog } from '@ringbook/web-shared';
import type { Appointment } from '../../../lib/api/appointments';
import { toastChangeFailure, useChangeBooking } from '../api/change-booking';
import { formatWhen } from '../utils/format';

/** Asks before cancelling: the time is freed and the customer loses their place. */
const cancelWarning = (appointment: Appointment) =>
  `${appointment.customerName}'s ${appointment.service} on ${formatWhen(appointment.date, appointment.time)} ` +
  'will be cancelled and the time freed for others.';

type CancelBookingDialogProps = { appointment: Appointment | null; onClose: () => void };

export function CancelBookingDialog({ appointment, onClose }: CancelBookingDialogProps) {
  const change = useChangeBooking({
    onSuccess: onClose,
    onError: (error, asked) => {
      toastChangeFailure(error, asked);
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={appointment !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Cancel this booking?"
      description={appointment ? cancelWarning(appointment) : ''}
      confirmLabel="Cancel Booking"
      cancelLabel="Keep Booking"
      destructive
      pending={change.isPending}
      onConfirm={() => appointment && change.mutate({ appointment, change: { status: 'cancelled' } })}
    />
  );
}
