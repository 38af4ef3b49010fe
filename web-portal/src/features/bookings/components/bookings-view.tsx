import { Button } from '@ringbook/web-shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { Appointment } from '../../../lib/api/appointments';
import { useBookingFilters } from '../hooks/use-booking-filters';
import { useCreateAction } from '../hooks/use-create-action';
import { BookingDetailsDialog } from './booking-details-dialog';
import { BookingFiltersBar } from './booking-filters';
import { BookingStats } from './booking-stats';
import { BookingsList } from './bookings-list';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { CreateBookingDialog } from './create-booking-dialog';
import { RescheduleDialog } from './reschedule-dialog';

type Step = 'details' | 'reschedule' | 'cancel';

/** The Bookings section: numbers, filters, the table and the dialogs that change a booking. */
export function BookingsView() {
  const { filters, setFilters, clearFilters } = useBookingFilters();
  const [creating, setCreating] = useCreateAction();
  const [open, setOpen] = useState<{ appointment: Appointment; step: Step } | null>(null);

  const at = (step: Step) => (open?.step === step ? open.appointment : null);
  const go = (step: Step) => (appointment: Appointment) => setOpen({ appointment, step });
  const close = () => setOpen(null);

  return (
    <div className="flex flex-col gap-4 md:gap-6">
      <div className="flex items-center justify-between gap-4 md:items-start">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-foreground">Bookings</h1>
          {/* A phone keeps its first screen for the appointments themselves. */}
          <p className="mt-1 text-muted-foreground max-md:hidden">
            Every appointment, whether your receptionist or you booked it.
          </p>
        </div>
        <Button onClick={() => setCreating(true)} className="h-11">
          <Plus aria-hidden="true" />
          New Booking
        </Button>
      </div>
      <BookingStats filters={filters} />
      <BookingFiltersBar filters={filters} onChange={setFilters} onClear={clearFilters} />
      <BookingsList filters={filters} onChange={setFilters} onManage={go('details')} />

      <CreateBookingDialog open={creating} onOpenChange={setCreating} />
      <BookingDetailsDialog
        appointment={at('details')}
        onClose={close}
        onReschedule={go('reschedule')}
        onCancel={go('cancel')}
      />
      <RescheduleDialog appointment={at('reschedule')} onClose={close} />
      <CancelBookingDialog appointment={at('cancel')} onClose={close} />
    </div>
  );
}
