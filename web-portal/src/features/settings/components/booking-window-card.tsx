import { Card, Input, readApiError, toast } from '@ringbook/web-shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { SaveButton } from '../../../components/save-button';
import { useCalendarSettings } from '../../../lib/api/calendar-settings';
import { z } from '../../../lib/zod';
import { BOOKING_WINDOW_MAX, BOOKING_WINDOW_MIN, useSaveBookingWindow } from '../api/booking-window';

export const BOOKING_WINDOW_MESSAGE = `Enter a whole number of days from ${BOOKING_WINDOW_MIN} to ${BOOKING_WINDOW_MAX}`;

/** How far ahead clients can book, by phone or at the desk: weddings and events are booked months ahead. */
export function BookingWindowCard() {
  const settings = useCalendarSettings();
  return (
    <Card className="mt-6 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-foreground">Booking window</h2>
      <p className="mt-1 mb-4 text-sm text-muted-foreground">
        How far ahead your receptionist and your team can book appointments: 1 to 730 days, 90 unless you change
        it.
      </p>
      {settings.isPending ? (
        <Loading>Loading your booking window...</Loading>
      ) : settings.isError ? (
        <LoadFailed what="your booking window" />
      ) : (
        <BookingWindowForm saved={settings.data.bookingWindowDays} />
      )}
    </Card>
  );
}

export function parseWindow(value: string): number | undefined {
  const days = Number(value.trim());
  return /^\d+$/.test(value.trim()) && days >= BOOKING_WINDOW_MIN && days <= BOOKING_WINDOW_MAX ? days : undefined;
}

const windowSchema = z.object({
  days: z
    .string()
    .refine((typed) => parseWindow(typed) !== undefined, BOOKING_WINDOW_MESSAGE)
    .transform((typed) => parseWindow(typed)!),
});

function BookingWindowForm({ saved }: { saved: number }) {
  const form = useForm<z.input<typeof windowSchema>, unknown, z.output<typeof windowSchema>>({
    resolver: zodResolver(windowSchema),
    defaultValues: { days: String(saved) },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const save = useSaveBookingWindow({
    onSuccess: () =>
      toast({ title: 'Saved', description: `Clients can book up to ${form.getValues('days').trim()} days ahead` }),
    onError: (failure) =>
      form.setError('days', {
        type: 'server',
        message: readApiError(failure).message ?? "We couldn't save this. Please try again.",
      }),
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ days }) => save.mutate(days))}
      className="flex flex-col gap-4 sm:flex-row sm:items-end"
    >
      <div className="sm:w-64">
        <Input
          label="Book up to (days ahead)"
          type="number"
          inputMode="numeric"
          min={BOOKING_WINDOW_MIN}
          max={BOOKING_WINDOW_MAX}
          step={1}
          error={form.formState.errors.days?.message}
          {...form.register('days')}
        />
      </div>
      <SaveButton saving={save.isPending} aria-label="Save booking window">Save</SaveButton>
    </form>
  );
}
