import { Button, Spinner } from '@ringbook/web-shared';
import { RotateCcw, Sparkles, Webhook } from 'lucide-react';
import { receptionistName, type Receptionist } from '../utils/receptionists';
import { actionFor } from '../utils/status';
import { ProvisioningWatch } from './provisioning-watch';
import { TestCallButton } from './test-call-button';

type TenantActionProps = {
  receptionist: Receptionist;
  /** The card's heading (and the location's), so each button names what it acts on to a screen reader. */
  describedBy: string;
  onProvision: (receptionist: Receptionist) => void;
  onConfigure: (receptionist: Receptionist) => void;
};

/** The button the agent's status allows: Provision AI, Configure Webhooks, Test Call or Retry, acting on the
 * salon's receptionist or on its location's. */
export function TenantAction({ receptionist, describedBy, onProvision, onConfigure }: TenantActionProps) {
  switch (actionFor(receptionist)) {
    case 'provision':
      return (
        <Button size="sm" aria-describedby={describedBy} onClick={() => onProvision(receptionist)}>
          <Sparkles aria-hidden="true" />
          Provision AI
        </Button>
      );
    case 'configure':
      return (
        <Button variant="accent" size="sm" aria-describedby={describedBy} onClick={() => onConfigure(receptionist)}>
          <Webhook aria-hidden="true" />
          Configure Webhooks
        </Button>
      );
    case 'test-call':
      // Only offered with a number (actionFor), so the null check is for the types.
      return receptionist.phoneNumber ? (
        <TestCallButton
          tenant={{
            name: receptionistName(receptionist),
            formattedPhoneNumber: receptionist.formattedPhoneNumber,
            phoneNumber: receptionist.phoneNumber,
          }}
          describedBy={describedBy}
        />
      ) : null;
    case 'retry':
      return (
        <Button variant="outline" size="sm" aria-describedby={describedBy} onClick={() => onProvision(receptionist)}>
          <RotateCcw aria-hidden="true" />
          Retry
        </Button>
      );
    case 'wait':
      return (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          Provisioning in progress
          <ProvisioningWatch tenantId={receptionist.tenantId} locationId={receptionist.locationId} />
        </p>
      );
    case 'none':
      return null;
  }
}
