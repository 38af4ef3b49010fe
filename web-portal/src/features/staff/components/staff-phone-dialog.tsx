import { Button, Dialog, Input, readApiError, toast } from '@ringbook/web-shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSetStaffPhone, type StaffMember } from '../../../lib/api/staff';
import { formatPhone, phoneExample } from '@ringbook/web-shared/lib/phones.ts';
import { useSalonCountry } from '../../../hooks/use-phone-format';
import { z } from '../../../lib/zod';

type StaffPhoneDialogProps = { member: StaffMember | undefined; onClose: () => void };

/** A stylist's own mobile: the receptionist texts them there when a client says they are running late. */
export function StaffPhoneDialog({ member, onClose }: StaffPhoneDialogProps) {
  return (
    <Dialog
      open={member !== undefined}
      onOpenChange={(next) => !next && onClose()}
      title="Staff's Mobile"
      description={
        member ? `Where we text ${member.name} when a client calls to say they are running late.` : undefined
      }
    >
      {member && <PhoneForm key={member.staffId} member={member} onDone={onClose} />}
    </Dialog>
  );
}

// Any text: the server reads the number in the salon's country and says what is wrong with it.
const phoneSchema = z.object({ phone: z.string().trim() });

function PhoneForm({ member, onDone }: { member: StaffMember; onDone: () => void }) {
  const country = useSalonCountry();
  const form = useForm<z.input<typeof phoneSchema>, unknown, z.output<typeof phoneSchema>>({
    resolver: zodResolver(phoneSchema),
    defaultValues: { phone: formatPhone(member.phone, country) },
    shouldFocusError: false,
  });

  const saving = useSetStaffPhone({
    onSuccess: (saved) => {
      onDone();
      toast({ title: saved.phone ? 'Mobile saved' : 'Mobile removed' });
    },
    onError: (err) => {
      const { message, fields } = readApiError(err);
      if (fields?.phone) form.setError('phone', { type: 'server', message: fields.phone });
      toast({ title: 'Failed to save the mobile', description: message, variant: 'destructive' });
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ phone }) => saving.mutate({ staffId: member.staffId, phone }))}
      className="flex flex-col gap-4"
    >
      <Input
        label="Mobile"
        type="tel"
        autoComplete="off"
        placeholder={phoneExample(country)}
        error={form.formState.errors.phone?.message}
        hint="Leave empty to stop texting them."
        {...form.register('phone')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving.isPending}>
          {saving.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
