import type { AppointmentStatus } from '../../../lib/api/appointments';

type StatusLook = { label: string; className: string };

const looks: Record<AppointmentStatus, StatusLook> = {
  scheduled: { label: 'Scheduled', className: 'border border-blue-200 bg-blue-50 text-status-scheduled' },
  completed: { label: 'Completed', className: 'border border-green-200 bg-green-50 text-status-completed' },
  cancelled: { label: 'Cancelled', className: 'border border-border bg-muted text-muted-foreground line-through' },
  'no-show': { label: 'No-show', className: 'border border-amber-200 bg-amber-50 text-warning' },
};

const unknownLook = 'border border-border bg-background text-foreground';

/** Label and colours of a status; a value the portal does not know is shown as received. */
export function statusLook(status: string): StatusLook {
  return status in looks ? looks[status as AppointmentStatus] : { label: status, className: unknownLook };
}

export type BookingAction = 'reschedule' | 'complete' | 'no-show' | 'cancel';

/** Only what the server allows: a cancelled (or unknown) appointment has no actions; completed and no-show
 * can correct each other. */
export function actionsFor(status: string): BookingAction[] {
  switch (status) {
    case 'scheduled':
      return ['reschedule', 'complete', 'no-show', 'cancel'];
    case 'completed':
      return ['no-show'];
    case 'no-show':
      return ['complete'];
    default:
      return [];
  }
}

/** The client confirmed it by replying to its reminder, and it is still to come as confirmed (a move clears it). */
export function clientConfirmed<T extends { status: string; confirmedAt?: string }>(
  appointment: T,
): appointment is T & { confirmedAt: string } {
  return appointment.status === 'scheduled' && Boolean(appointment.confirmedAt);
}
