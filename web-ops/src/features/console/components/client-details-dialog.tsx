import { Button, Dialog } from '@ringbook/web-shared';
import { useState, type ReactNode } from 'react';
import type { Client } from '../api/get-clients';
import { useConsoleView } from '../hooks/use-console-view';
import { formatLocation, formatOperatingHours } from '../utils/format';
import { agentStatusLook, calendarLook, onboardingLook, receptionistStatusLook } from '../utils/status';
import { ClientLocations } from './client-locations';
import { PlanForm } from './plan-form';
import { StatusBadge } from './status-badge';
import { TextLimitForm } from './text-limit-form';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="shrink-0 text-sm text-muted-foreground sm:w-36">{label}</dt>
      <dd className="min-w-0 text-sm wrap-anywhere text-foreground">{children}</dd>
    </div>
  );
}

/** Everything the operator knows about one salon, and the way to its activity log. */
export function ClientDetailsDialog({ client: opened, onClose }: { client: Client | null; onClose: () => void }) {
  const { showTenantLogs } = useConsoleView();
  // The dialog shows the salon as the server last answered: after a change, its answer replaces the list's copy.
  const [saved, setSaved] = useState<Client | null>(null);
  const client = saved && opened && saved.tenantId === opened.tenantId ? saved : opened;
  const close = () => {
    setSaved(null);
    onClose();
  };
  const showActivity = (tenantId: string) => {
    close();
    showTenantLogs(tenantId);
  };
  return (
    <Dialog
      open={client !== null}
      onOpenChange={(open) => !open && close()}
      title={client?.name.trim() || 'Client details'}
      description="Client details"
      width="max-w-xl"
      footer={
        <>
          {client ? (
            <Button variant="outline" onClick={() => showActivity(client.tenantId)}>
              View Activity
            </Button>
          ) : null}
          <Button variant="outline" onClick={close}>
            Close
          </Button>
        </>
      }
    >
      {client ? (
        <dl className="flex flex-col gap-3">
          <Detail label="Tenant ID">
            <span className="font-mono wrap-anywhere">{client.tenantId}</span>
          </Detail>
          <Detail label="Owner e-mail">{client.ownerEmail || 'No email'}</Detail>
          <Detail label="Location">{formatLocation(client.location, client.city)}</Detail>
          <Detail label="Status">
            <span className="flex flex-wrap gap-1.5">
              <StatusBadge look={agentStatusLook(client.agentStatus)} status={client.agentStatus} />
              <StatusBadge look={receptionistStatusLook(client.receptionistStatus)} />
              <StatusBadge look={onboardingLook(client.onboardingComplete)} />
              <StatusBadge look={calendarLook(client.calcomConnected)} />
            </span>
          </Detail>
          <Detail label="Phone">{client.formattedPhoneNumber ?? 'No number yet'}</Detail>
          {client.locations.length > 1 ? (
            <Detail label="Locations">
              <ClientLocations locations={client.locations} />
            </Detail>
          ) : null}
          <Detail label="Services">{client.servicesCount}</Detail>
          <Detail label="Staff">{client.staffCount}</Detail>
          <Detail label="Operating hours">{formatOperatingHours(client.operatingHours)}</Detail>
          <Detail label="Agent ID">
            {client.agentId ? <span className="font-mono wrap-anywhere">{client.agentId}</span> : 'Not provisioned'}
          </Detail>
          <Detail label="Locations in plan">
            <PlanForm key={`${client.tenantId}-${client.planLocations}`} client={client} onSaved={setSaved} />
          </Detail>
          <Detail label="Texts">
            <TextLimitForm key={`${client.tenantId}-${client.texting.operatorLimit}`} client={client} onSaved={setSaved} />
          </Detail>
        </dl>
      ) : null}
    </Dialog>
  );
}
