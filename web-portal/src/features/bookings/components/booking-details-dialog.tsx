import { Button, Dialog } from '@ringbook/web-shared';
import { CalendarClock, CircleCheck, CircleX, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Appointment } from '../../../lib/api/appointments';
import { toastChangeFailure, useChangeBooking } from '../api/change-booking';
import { usePhoneFormat } from '../../../hooks/use-phone-format';
import { bookedWhen, formatDuration, formatInstant, formatPrice, formatWhen } from '../utils/format';
import { actionsFor, clientConfirmed } from '../utils/status';
import { StatusBadge } from './status-badge';

type BookingDetailsDialogProps = {
  appointment: Appointment | null;
  onClose: () => void;
  onReschedule: (appointment: Appointment) => void;
  onCancel: (appointment: Appointment) => void;
};

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid grid-cols-[7rem_1fr] gap-2">
    <dt className="text-muted-foreground">{label}</dt>
    <dd className="min-w-0 break-words text-foreground">{children}</dd>
  </div>
);

/** Everything about one booking, with the actions its status allows. */
export function BookingDetailsDialog({ appointment, onClose, onReschedule, onCancel }: BookingDetailsDialogProps) {
  const change = useChangeBooking({ onSuccess: onClose, onError: toastChangeFailure });
  const formatPhone = usePhoneFormat();
  const actions = appointment ? actionsFor(appointment.status) : [];

  return (
    <Dialog
      open={appointment !== null}
      onOpenChange={(open) => !open && onClose()}
      title={appointment?.customerName ?? 'Booking'}
      description={appointment ? formatWhen(appointment.date, appointment.time) : undefined}
    >
      {appointment && (
        <>
          <dl className="flex flex-col gap-2 text-sm">
            <Detail label="Status">
              <StatusBadge status={appointment.status} />
            </Detail>
            <Detail label="Service">
              {appointment.service}
              {appointment.staffName && ` with ${appointment.staffName}`}
            </Detail>
            <Detail label="Duration">{formatDuration(appointment.duration)}</Detail>
            <Detail label="Price">{formatPrice(appointment.price)}</Detail>
            <Detail label="Phone">
              <a href={`tel:${appointment.customerPhone}`} className="text-primary underline-offset-4 hover:underline">
                {formatPhone(appointment.customerPhone)}
              </a>
            </Detail>
            {appointment.customerEmail && <Detail label="E-mail">{appointment.customerEmail}</Detail>}
            <Detail label="Booked">{bookedWhen(appointment)}</Detail>
            {clientConfirmed(appointment) && (
              <Detail label="Confirmed">
                By the client, replying to the reminder, {formatInstant(appointment.confirmedAt)}
              </Detail>
            )}
            {appointment.notes && <Detail label="Notes">{appointment.notes}</Detail>}
            {appointment.cancelReason && <Detail label="Reason">{appointment.cancelReason}</Detail>}
          </dl>
          {actions.length > 0 && (
            <div className="grid gap-2 sm:grid-cols-2">
              {actions.includes('reschedule') && (
                <Button variant="outline" onClick={() => onReschedule(appointment)}>
                  <CalendarClock aria-hidden="true" />
                  Reschedule
                </Button>
              )}
              {actions.includes('complete') && (
                <Button
                  variant="outline"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ appointment, change: { status: 'completed' } })}
                >
                  <CircleCheck aria-hidden="true" />
                  Mark Completed
                </Button>
              )}
              {actions.includes('no-show') && (
                <Button
                  variant="outline"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ appointment, change: { status: 'no-show' } })}
                >
                  <UserX aria-hidden="true" />
                  Mark No-show
                </Button>
              )}
              {actions.includes('cancel') && (
                <Button
                  variant="outline"
                  className="border-destructive/40 text-destructive hover:bg-red-50"
                  onClick={() => onCancel(appointment)}
                >
                  <CircleX aria-hidden="true" />
                  Cancel Booking
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </Dialog>
  );
}
