import { Button, Select, buttonClasses } from '@ringbook/web-shared';
import { CalendarPlus } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Loading } from '../../../components/load-state';
import { paths } from '../../../config/paths';
import { useServices, type Service } from '../../../lib/api/services';
import { todayIn } from '../../../lib/zoned-time';
import { useCreateBooking } from '../api/create-booking';
import type { Slot } from '../api/get-availability';
import { readBookingProblem, type BookingProblem } from '../utils/conflict';
import { formatDuration, formatPrice } from '../utils/format';
import { BookingProblemNotice } from './booking-problem';
import { DialogActions } from './dialog-actions';
import { useSalonCountry } from '../../../hooks/use-phone-format';
import { bookingSchema, emptyCustomer, type BookingValues } from '../utils/booking-form';
import { CustomerFields } from './customer-fields';
import { SlotFinder, type SlotSearch } from './slot-finder';

const serviceLabel = (service: Service) =>
  `${service.name} · ${formatDuration(service.durationMin)} · ${formatPrice(service.price)}`;

export function CreateBookingForm({ onDone }: { onDone: () => void }) {
  const services = useServices();

  if (services.isPending) {
    return (
      <Loading>Loading your services...</Loading>
    );
  }
  if (services.isError) {
    return <p className="text-destructive">We couldn't load your services. Please try again.</p>;
  }
  if (services.data.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-muted-foreground">Add a service first, so there is something to book.</p>
        <Link to={paths.app.getHref('services')} className={buttonClasses({ variant: 'outline' })}>
          Go to Services
        </Link>
      </div>
    );
  }
  return <BookingForm services={services.data} onDone={onDone} />;
}

function BookingForm({ services, onDone }: { services: Service[]; onDone: () => void }) {
  // One key per opening of the dialog: a double tap or a retry after a lost answer books once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [serviceId, setServiceId] = useState(services[0]?.serviceId ?? '');
  const [search, setSearch] = useState<SlotSearch>({ staffId: '', day: todayIn() });
  const [problem, setProblem] = useState<BookingProblem | null>(null);
  const country = useSalonCountry();
  const form = useForm<BookingValues>({
    resolver: zodResolver(bookingSchema(country), undefined, { raw: true }),
    defaultValues: { ...emptyCustomer, slot: null },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const slot = form.watch('slot');

  const booking = useCreateBooking({
    idempotencyKey,
    onSuccess: onDone,
    onError: (error) => {
      const found = readBookingProblem(error, 'Failed to create booking');
      setProblem(found);
      form.clearErrors();
      for (const [name, message] of Object.entries(found.fields)) {
        form.setError(name as keyof BookingValues, { type: 'server', message });
      }
      if (found.alternatives.length > 0) form.setValue('slot', null);
    },
  });

  const chooseSlot = (chosen: Slot) => {
    form.setValue('slot', chosen);
    form.clearErrors('slot');
  };
  const newSearch = (next: SlotSearch) => {
    setSearch(next);
    form.setValue('slot', null);
  };

  const onSubmit = (values: BookingValues) => {
    if (!values.slot) return;
    setProblem(null);
    booking.mutate({
      slotId: values.slot.slotId,
      customerName: values.customerName.trim(),
      customerPhone: values.customerPhone.trim(),
      customerEmail: values.customerEmail.trim() || undefined,
      notes: values.notes.trim() || undefined,
    });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-6">
      <Select
        label="Service"
        options={services.map((service) => ({ value: service.serviceId, label: serviceLabel(service) }))}
        value={serviceId}
        onChange={(event) => {
          setServiceId(event.target.value);
          form.setValue('slot', null);
        }}
      />
      <SlotFinder
        serviceId={serviceId}
        search={search}
        onSearch={newSearch}
        selectedId={slot?.slotId ?? ''}
        onSelect={chooseSlot}
      />
      {errors.slot && (
        <p role="alert" className="-mt-3 text-sm font-medium text-destructive">
          {errors.slot.message}
        </p>
      )}
      {problem && <BookingProblemNotice problem={problem} selectedId={slot?.slotId ?? ''} onSelect={chooseSlot} />}
      <CustomerFields country={country} register={form.register} errors={errors} />
      <DialogActions>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={booking.isPending}>
          <CalendarPlus aria-hidden="true" />
          {booking.isPending ? 'Booking...' : 'Book Appointment'}
        </Button>
      </DialogActions>
    </form>
  );
}
