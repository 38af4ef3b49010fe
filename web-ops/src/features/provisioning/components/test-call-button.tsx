import { Button } from '@ringbook/web-shared';
import { Phone } from 'lucide-react';
import { useState } from 'react';
import type { Tenant } from '../api/get-tenants';
import { TestCallDialog } from './test-call-dialog';

type TestCallButtonProps = {
  tenant: Pick<Tenant, 'name' | 'formattedPhoneNumber'> & { phoneNumber: string };
  describedBy: string;
};

export function TestCallButton({ tenant, describedBy }: TestCallButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" aria-describedby={describedBy} onClick={() => setOpen(true)}>
        <Phone aria-hidden="true" />
        Test Call
      </Button>
      <TestCallDialog tenant={tenant} open={open} onOpenChange={setOpen} />
    </>
  );
}
