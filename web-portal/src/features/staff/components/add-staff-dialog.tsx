import { Button, Dialog, Input, readApiError, toast } from '@ringbook/web-shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useAddStaff } from '../../../lib/api/staff';
import { z } from '../../../lib/zod';

export const STAFF_REQUIRED = 'Staff ID and name are required';
const FORM_ID = 'add-staff-form';

const addStaffSchema = z.object({
  staffId: z.string().trim().min(1, STAFF_REQUIRED),
  name: z.string().trim().min(1, STAFF_REQUIRED),
  email: z.string().trim(),
});

type Values = z.input<typeof addStaffSchema>;
const empty: Values = { staffId: '', name: '', email: '' };

export function AddStaffDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<Values, unknown, z.output<typeof addStaffSchema>>({
    resolver: zodResolver(addStaffSchema),
    defaultValues: empty,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;

  const close = () => {
    onOpenChange(false);
    form.reset(empty);
  };

  const adding = useAddStaff({
    onSuccess: () => {
      close();
      toast({ title: 'Staff member added successfully' });
    },
    onError: (err) => {
      const { message, fields } = readApiError(err);
      for (const [name, text] of Object.entries(fields ?? {})) {
        form.setError(name as keyof Values, { type: 'server', message: text });
      }
      toast({ title: 'Failed to add staff member', description: message, variant: 'destructive' });
    },
  });

  const onSubmit = ({ staffId, name, email }: z.output<typeof addStaffSchema>) =>
    adding.mutate(email ? { staffId, name, email } : { staffId, name });

  const missing = (field: keyof Values) => (errors[field]?.message === STAFF_REQUIRED ? true : undefined);
  const fromServer = (field: keyof Values) => (errors[field]?.type === 'server' ? errors[field].message : undefined);
  const error = missing('name') || missing('staffId') ? STAFF_REQUIRED : undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Add Staff"
      description="They get a calendar of their own, and start working the days your salon is open, at its hours."
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={adding.isPending}>
            {adding.isPending ? 'Adding...' : 'Add Staff'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
        <Input
          label="Name"
          autoComplete="off"
          aria-invalid={missing('name')}
          error={fromServer('name')}
          {...form.register('name')}
        />
        <Input
          label="Staff ID"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="e.g. maria"
          hint="A short ID of your choice, used in links: letters, numbers and hyphens."
          aria-invalid={missing('staffId')}
          error={fromServer('staffId')}
          {...form.register('staffId')}
        />
        <Input
          label="Email (optional)"
          type="email"
          autoComplete="off"
          error={fromServer('email')}
          {...form.register('email')}
        />
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
