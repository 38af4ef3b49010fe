import { CallSimulator, Dialog } from '@ringbook/web-shared';
import { Phone } from 'lucide-react';
import type { Tenant } from '../api/get-tenants';
import { hangUpAdminTestCall, sayInAdminTestCall, startAdminTestCall } from '../api/test-calls';
import { displayPhone } from '../utils/phone';

type TestCallDialogProps = {
  tenant: Pick<Tenant, 'name' | 'formattedPhoneNumber'> & { phoneNumber: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** A typed call with the tenant's receptionist, or the number to ring from a real phone. Closing hangs up. */
export function TestCallDialog({ tenant, open, onOpenChange }: TestCallDialogProps) {
  const phone = displayPhone(tenant) ?? tenant.phoneNumber;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Test call — ${tenant.name || 'Unnamed salon'}`}
      width="max-w-xl"
    >
      <a
        href={`tel:${tenant.phoneNumber}`}
        className="inline-flex items-center gap-2 self-start text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Phone aria-hidden="true" className="size-4" />
        Call {phone} from a phone
      </a>
      <CallSimulator
        phoneNumber={phone}
        start={(fromNumber) => startAdminTestCall(tenant.phoneNumber, fromNumber)}
        say={sayInAdminTestCall}
        hangUp={hangUpAdminTestCall}
      />
    </Dialog>
  );
}
