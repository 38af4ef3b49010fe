import { toast } from '@ringbook/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAppointment, type Appointment, type NewAppointment } from '../../../lib/api/appointments';
import { formatWhen } from '../utils/format';
import { refreshBookings } from './change-booking';

/** Books with the dialog's idempotency key, so a double tap or a retry never books twice. */
export function useCreateBooking(options: {
  idempotencyKey: string;
  onSuccess?: (booked: Appointment) => void;
  onError?: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (booking: NewAppointment) => createAppointment(booking, options.idempotencyKey),
    onSuccess: async (booked) => {
      toast({
        title: 'Booking created',
        description: `${booked.customerName} · ${booked.service} on ${formatWhen(booked.date, booked.time)}`,
      });
      options.onSuccess?.(booked);
      await refreshBookings(queryClient);
    },
    onError: options.onError,
  });
}
