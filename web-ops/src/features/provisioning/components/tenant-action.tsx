import { Button, Spinner } from '@ringbook/web-shared';
import { RotateCcw, Sparkles, Webhook } from 'lucide-react';
import type { Tenant } from '../api/get-tenants';
import { actionFor } from '../utils/status';
import { ProvisioningWatch } from './provisioning-watch';
import { TestCallButton } from './test-call-button';

type TenantActionProps = {
  tenant: Tenant;
  /** The card's heading, so each button names its tenant to a screen reader. */
  describedBy: string;
  onProvision: (tenant: Tenant) => void;
  onConfigure: (tenant: Tenant) => void;
};

/** The button the agent's status allows: Provision AI, Configure Webhooks, Test Call or Retry. */
export function TenantAction({ tenant, describedBy, onProvision, onConfigure }: TenantActionProps) {
  switch (actionFor(tenant)) {
    case 'provision':
      return (
        <Button size="sm" aria-describedby={describedBy} onClick={() => onProvision(tenant)}>
          <Sparkles aria-hidden="true" />
          Provision AI
        </Button>
      );
    case 'configure':
      return (
        <Button variant="accent" size="sm" aria-describedby={describedBy} onClick={() => onConfigure(tenant)}>
          <Webhook aria-hidden="true" />
          Configure Webhooks
        </Button>
      );
    case 'test-call':
      // Only offered with a number (actionFor), so the null check is for the types.
      return tenant.phoneNumber ? (
        <TestCallButton tenant={{ ...tenant, phoneNumber: tenant.phoneNumber }} describedBy={describedBy} />
      ) : null;
    case 'retry':
      return (
        <Button variant="outline" size="sm" aria-describedby={describedBy} onClick={() => onProvision(tenant)}>
          <RotateCcw aria-hidden="true" />
          Retry
        </Button>
      );
    case 'wait':
      return (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          Provisioning in progress
          <ProvisioningWatch tenantId={tenant.tenantId} />
        </p>
      );
    case 'none':
      return null;
  }
}
