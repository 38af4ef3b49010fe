import { Button, Checkbox, Input, Select, readApiError, toast } from '@ringbook/web-shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useSalonCountry } from '../../../hooks/use-phone-format';
import { showError } from '../../../lib/error-toast';
import { useServices } from '../../../lib/api/services';
import { useStaff } from '../../../lib/api/staff';
import { todayIn } from '../../../lib/zoned-time';
import { useAddToWaitlist } from '../api/add-to-waitlist';
import { emptyEntry, entrySchema, type EntryValues } from '../utils/waitlist-form';

const PARTS_OF_DAY = [
  { value: 'any', label: 'Any time' },
  { value: 'morning', label: 'Morning (before 12 PM)' },
  { value: 'afternoon', label: 'Afternoon (12 PM to 5 PM)' },
  { value: 'evening', label: 'Evening (after 5 PM)' },
];

// The server's names for the fields it refuses, as this form names them.
const SERVER_FIELDS: Record<string, keyof EntryValues> = {
  customerName: 'customerName',
  customerPhone: 'customerPhone',
  serviceId: 'serviceId',
  staffId: 'staffId',
  fromDate: 'fromDate',
  toDate: 'toDate',
  partOfDay: 'partOfDay',
  clientAgreed: 'clientAgreed',
};

type AddToWaitlistFormProps = { location: string | undefined; onDone: () => void };

export function AddToWaitlistForm({ location, onDone }: AddToWaitlistFormProps) {
  const services = useServices();
  const staff = useStaff();
  const country = useSalonCountry();
  const form = useForm<EntryValues>({
    resolver: zodResolver(entrySchema(country)),
    defaultValues: emptyEntry(todayIn()),
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const add = useAddToWaitlist(location, () => {
    toast({ title: 'Added', description: 'The client is on the waitlist.' });
    onDone();
  });

  if (services.isPending) return <Loading>Loading your services...</Loading>;
  if (services.isError) return <LoadFailed what="your services" />;
  if (services.data.length === 0) {
    return <p className="text-muted-foreground">Add a service first, so a client has something to wait for.</p>;
  }

  const onSubmit = (values: EntryValues) =>
    add.mutate(
      {
        customerName: values.customerName.trim(),
        customerPhone: values.customerPhone.trim(),
        serviceId: values.serviceId,
        staffId: values.staffId === 'any' ? null : values.staffId,
        fromDate: values.fromDate,
        toDate: values.toDate || values.fromDate,
        partOfDay: values.partOfDay,
        clientAgreed: values.clientAgreed,
      },
      {
        onError: (error) => {
          const { fields } = readApiError(error);
          let shown = false;
          for (const [name, text] of Object.entries(fields ?? {})) {
            const field = SERVER_FIELDS[name];
            if (field) {
              form.setError(field, { type: 'server', message: text });
              shown = true;
            }
          }
          if (!shown) showError(error, "We couldn't add the client. Please try again.");
        },
      },
    );

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Client's name" autoComplete="off" error={errors.customerName?.message} {...form.register('customerName')} />
        <Input
          label="Client's mobile"
          type="tel"
          autoComplete="off"
          error={errors.customerPhone?.message}
          {...form.register('customerPhone')}
        />
        <Select
          label="Service"
          options={[
            { value: '', label: 'Choose a service' },
            ...services.data.map((service) => ({ value: service.serviceId, label: service.name })),
          ]}
          error={errors.serviceId?.message}
          {...form.register('serviceId')}
        />
        <Select
          label="With"
          options={[
            { value: 'any', label: 'Anyone' },
            ...(staff.data ?? []).map((member) => ({ value: member.staffId, label: member.name })),
          ]}
          {...form.register('staffId')}
        />
        <Input label="From" type="date" error={errors.fromDate?.message} {...form.register('fromDate')} />
        <Input label="Until (optional)" type="date" error={errors.toDate?.message} {...form.register('toDate')} />
        <Select label="Time of day" options={PARTS_OF_DAY} {...form.register('partOfDay')} />
      </div>
      <Checkbox
        label="The client agreed to be texted about freed times"
        description="They get one text per time offered, never in your quiet hours, and can reply STOP at any time."
        error={errors.clientAgreed?.message}
        {...form.register('clientAgreed')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add to waitlist'}
        </Button>
      </div>
    </form>
  );
}
