import { toast } from '@ringbook/web-shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  refreshAppointments,
  updateAppointment,
  type Appointment,
  type AppointmentChange,
} from '../../../lib/api/appointments';
import { showError } from '../../../lib/error-toast';
import { formatWhen } from '../utils/format';
import { availabilityQueryKey } from './get-availability';

export type BookingChange = { appointment: Appointment; change: AppointmentChange };

/** Lists, numbers and free times all move when a booking does. */
export function refreshBookings(queryClient: QueryClient) {
  return Promise.all([
    refreshAppointments(queryClient),
    queryClient.invalidateQueries({ queryKey: availabilityQueryKey }),
  ]);
}

const summary = (appointment: Appointment) =>
  `${appointment.customerName} · ${appointment.service} on ${formatWhen(appointment.date, appointment.time)}`;

function successMessage({ change }: BookingChange, updated: Appointment) {
  if ('slotId' in change) return { title: 'Booking rescheduled', description: summary(updated) };
  if (change.status === 'cancelled') return { title: 'Booking cancelled', description: summary(updated) };
  if (change.status === 'completed') return { title: 'Marked completed', description: summary(updated) };
  return { title: 'Marked no-show', description: summary(updated) };
}

/** What to say when the server gave no reason. */
function changeFailure({ change }: BookingChange): string {
  if ('slotId' in change) return 'Failed to reschedule booking';
  if (change.status === 'cancelled') return 'Failed to cancel booking';
  return 'Failed to update booking';
}

/** The destructive toast of a failed change, with the server's reason when it gave one. */
export function toastChangeFailure(error: unknown, asked: BookingChange) {
  showError(error, changeFailure(asked));
}

type ChangeOptions = { onSuccess?: () => void; onError?: (error: unknown, asked: BookingChange) => void };

/** Reschedule, cancel or mark a booking; success is toasted here, failure is the caller's to show. */
export function useChangeBooking(options: ChangeOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointment, change }: BookingChange) => updateAppointment(appointment.id, change),
    onSuccess: async (updated, asked) => {
      toast(successMessage(asked, updated));
      options.onSuccess?.();
      await refreshBookings(queryClient);
    },
    onError: (error, asked) => options.onError?.(error, asked),
  });
}
