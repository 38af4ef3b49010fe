import { Button, Dialog, Input, readApiError, toast } from '@ringbook/web-shared';
import { useState, type FormEvent } from 'react';
import { useSetStaffPhone, type StaffMember } from '../../../lib/api/staff';
import { formatPhone, phoneExample } from '@ringbook/web-shared/lib/phones.ts';
import { useSalonCountry } from '../../../hooks/use-phone-format';

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

function PhoneForm({ member, onDone }: { member: StaffMember; onDone: () => void }) {
  const country = useSalonCountry();
  const [phone, setPhone] = useState(() => formatPhone(member.phone, country));
  const [error, setError] = useState<string>();

  const saving = useSetStaffPhone({
    onSuccess: (saved) => {
      onDone();
      toast({ title: saved.phone ? 'Mobile saved' : 'Mobile removed' });
    },
    onError: (err) => {
      const { message, fields } = readApiError(err);
      if (fields?.phone) setError(fields.phone);
      toast({ title: 'Failed to save the mobile', description: message, variant: 'destructive' });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    saving.mutate({ staffId: member.staffId, phone: phone.trim() });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Input
        label="Mobile"
        type="tel"
        autoComplete="off"
        placeholder={phoneExample(country)}
        value={phone}
        error={error}
        hint="Leave empty to stop texting them."
        onChange={(e) => setPhone(e.target.value)}
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
