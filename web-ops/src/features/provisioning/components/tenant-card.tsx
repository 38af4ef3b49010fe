import { Card } from '@ringbook/web-shared';
import { useId, type ReactNode } from 'react';
import type { Tenant } from '../api/get-tenants';
import { displayPhone } from '../utils/phone';
import { CopyButton } from './copy-button';
import { EngineSettings } from './engine-settings';
import { AgentStatusBadge, OnboardingBadge } from './status-badges';
import { TenantAction } from './tenant-action';

type TenantCardProps = {
  tenant: Tenant;
  onProvision: (tenant: Tenant) => void;
  onConfigure: (tenant: Tenant) => void;
};

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid min-h-8 grid-cols-[6.5rem_minmax(0,1fr)] items-center gap-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="flex min-w-0 items-center gap-1 text-foreground">{children}</dd>
    </div>
  );
}

const missing = 'text-muted-foreground italic';

export function TenantCard({ tenant, onProvision, onConfigure }: TenantCardProps) {
  const titleId = useId();
  const phone = displayPhone(tenant);
  const failed = tenant.agentStatus === 'failed';

  return (
    <Card className="h-full p-5">
      <article aria-labelledby={titleId} className="flex h-full flex-col gap-4">
        <div className="flex flex-col gap-2">
          <h2 id={titleId} className="text-lg font-semibold break-words text-foreground">
            {tenant.name || 'Unnamed salon'}
          </h2>
          <div className="flex flex-wrap gap-2">
            <AgentStatusBadge status={tenant.agentStatus} />
            <OnboardingBadge status={tenant.receptionistStatus} />
          </div>
        </div>
        <dl className="flex flex-col gap-1 text-sm">
          <Detail term="Owner e-mail">
            {tenant.ownerEmail ? (
              <span className="truncate" title={tenant.ownerEmail}>
                {tenant.ownerEmail}
              </span>
            ) : (
              <span className={missing}>No email</span>
            )}
          </Detail>
          <Detail term="Phone">
            {phone ? (
              <>
                <span className="tabular-nums">{phone}</span>
                <CopyButton
                  text={tenant.phoneNumber ?? phone}
                  label="Copy phone number"
                  confirmation="Phone number copied to clipboard!"
                />
              </>
            ) : (
              <span className={missing}>No phone number</span>
            )}
          </Detail>
          <Detail term="Agent ID">
            {tenant.agentId ? (
              <>
                <code className="truncate font-mono text-xs" title={tenant.agentId}>
                  {tenant.agentId}
                </code>
                <CopyButton
                  text={tenant.agentId}
                  label="Copy agent ID"
                  confirmation="Agent ID copied to clipboard!"
                />
              </>
            ) : (
              <span className={missing}>No agent yet</span>
            )}
          </Detail>
          <EngineSettings tenant={tenant} />
        </dl>
        {failed ? (
          <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-destructive">
            <span className="font-semibold">Provisioning failed</span>
            {tenant.error ? `: ${tenant.error}` : null}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          <TenantAction tenant={tenant} describedBy={titleId} onProvision={onProvision} onConfigure={onConfigure} />
        </div>
      </article>
    </Card>
  );
}
