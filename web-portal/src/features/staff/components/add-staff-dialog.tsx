import { Button, Dialog, Input, readApiError, toast } from '@ringbook/web-shared';
import { useState, type FormEvent } from 'react';
import { useAddStaff } from '../../../lib/api/staff';

export const STAFF_REQUIRED = 'Staff ID and name are required';
const FORM_ID = 'add-staff-form';

type Values = { staffId: string; name: string; email: string };
const empty: Values = { staffId: '', name: '', email: '' };

export function AddStaffDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [values, setValues] = useState<Values>(empty);
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const close = () => {
    onOpenChange(false);
    setValues(empty);
    setError(undefined);
    setFieldErrors({});
  };

  const adding = useAddStaff({
    onSuccess: () => {
      close();
      toast({ title: 'Staff member added successfully' });
    },
    onError: (err) => {
      const { message, fields } = readApiError(err);
      setFieldErrors(fields ?? {});
      toast({ title: 'Failed to add staff member', description: message, variant: 'destructive' });
    },
  });

  const set = (field: keyof Values, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const staffId = values.staffId.trim();
    const name = values.name.trim();
    const email = values.email.trim();
    if (!staffId || !name) {
      setError(STAFF_REQUIRED);
      return;
    }
    setError(undefined);
    setFieldErrors({});
    adding.mutate(email ? { staffId, name, email } : { staffId, name });
  };

  const missing = error === STAFF_REQUIRED;
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
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Input
          label="Name"
          autoComplete="off"
          value={values.name}
          aria-invalid={missing && !values.name.trim() ? true : undefined}
          error={fieldErrors.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <Input
          label="Staff ID"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="e.g. maria"
          hint="A short ID of your choice, used in links: letters, numbers and hyphens."
          value={values.staffId}
          aria-invalid={missing && !values.staffId.trim() ? true : undefined}
          error={fieldErrors.staffId}
          onChange={(e) => set('staffId', e.target.value)}
        />
        <Input
          label="Email (optional)"
          type="email"
          autoComplete="off"
          value={values.email}
          error={fieldErrors.email}
          onChange={(e) => set('email', e.target.value)}
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
