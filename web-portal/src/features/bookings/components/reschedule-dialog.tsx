import { Button, Dialog } from '@ringbook/web-shared';
import { CalendarClock } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { todayIn } from '../../../lib/zoned-time';
import { z } from '../../../lib/zod';
import type { Appointment } from '../../../lib/api/appointments';
import { useChangeBooking } from '../api/change-booking';
import type { Slot } from '../api/get-availability';
import { slotSchema } from '../utils/booking-form';
import { readBookingProblem, type BookingProblem } from '../utils/conflict';
import { formatWhen } from '../utils/format';
import { BookingProblemNotice } from './booking-problem';
import { DialogActions } from './dialog-actions';
import { SlotFinder, type SlotSearch } from './slot-finder';

const currently = (appointment: Appointment) =>
  `${appointment.customerName} · ${appointment.service}, now ${formatWhen(appointment.date, appointment.time)}` +
  (appointment.staffName ? ` with ${appointment.staffName}` : '');

type RescheduleDialogProps = { appointment: Appointment | null; onClose: () => void };

/** A new free time for the same service; the old one is freed by the server in the same step. */
export function RescheduleDialog({ appointment, onClose }: RescheduleDialogProps) {
  return (
    <Dialog
      open={appointment !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Reschedule Booking"
      description={appointment ? currently(appointment) : undefined}
      width="max-w-2xl"
    >
      {appointment && <RescheduleForm appointment={appointment} onDone={onClose} />}
    </Dialog>
  );
}

const rescheduleSchema = z.object({ slot: slotSchema });

function RescheduleForm({ appointment, onDone }: { appointment: Appointment; onDone: () => void }) {
  const first = todayIn();
  const [search, setSearch] = useState<SlotSearch>({
    staffId: appointment.staffId,
    day: appointment.date > first ? appointment.date : first,
  });
  const [problem, setProblem] = useState<BookingProblem | null>(null);
  const form = useForm<{ slot: Slot | null }>({
    resolver: zodResolver(rescheduleSchema),
    defaultValues: { slot: null },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const slot = form.watch('slot');
  const missing = form.formState.errors.slot?.message;

  const change = useChangeBooking({
    onSuccess: onDone,
    onError: (error) => {
      const found = readBookingProblem(error, 'Failed to reschedule booking');
      setProblem(found);
      if (found.alternatives.length > 0) form.setValue('slot', null);
    },
  });

  const choose = (chosen: Slot) => {
    form.setValue('slot', chosen);
    form.clearErrors('slot');
  };

  const onSubmit = ({ slot: chosen }: { slot: Slot | null }) => {
    if (!chosen) return;
    setProblem(null);
    change.mutate({ appointment, change: { slotId: chosen.slotId } });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-6">
      <SlotFinder
        serviceId={appointment.serviceId}
        search={search}
        onSearch={(next) => {
          setSearch(next);
          form.setValue('slot', null);
        }}
        selectedId={slot?.slotId ?? ''}
        onSelect={choose}
      />
      {missing && (
        <p role="alert" className="-mt-3 text-sm font-medium text-destructive">
          {missing}
        </p>
      )}
      {problem && <BookingProblemNotice problem={problem} selectedId={slot?.slotId ?? ''} onSelect={choose} />}
      <DialogActions>
        <Button variant="outline" onClick={onDone}>
          Keep Current Time
        </Button>
        <Button type="submit" disabled={change.isPending}>
          <CalendarClock aria-hidden="true" />
          {change.isPending ? 'Rescheduling...' : 'Reschedule'}
        </Button>
      </DialogActions>
    </form>
  );
}
