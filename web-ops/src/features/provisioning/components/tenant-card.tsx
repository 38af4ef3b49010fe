import { Card } from '@ringbook/web-shared';
import { useId, type ReactNode } from 'react';
import type { Tenant } from '../api/get-tenants';
import { displayPhone } from '../utils/phone';
import { receptionistsOf, type Receptionist } from '../utils/receptionists';
import { CopyButton } from './copy-button';
import { EngineSettings } from './engine-settings';
import { AgentStatusBadge, OnboardingBadge, TextingBadge } from './status-badges';
import { TenantAction } from './tenant-action';

type Actions = {
  onProvision: (receptionist: Receptionist) => void;
  onConfigure: (receptionist: Receptionist) => void;
};

type TenantCardProps = Actions & { tenant: Tenant };

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid min-h-8 grid-cols-[6.5rem_minmax(0,1fr)] items-center gap-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="flex min-w-0 items-center gap-1 text-foreground">{children}</dd>
    </div>
  );
}

const missing = 'text-muted-foreground italic';

/** Phone, agent and engine of one receptionist: rows of the card's (or its location's) details list. */
function ReceptionistDetails({ receptionist }: { receptionist: Receptionist }) {
  const phone = displayPhone(receptionist);
  return (
    <>
      <Detail term="Phone">
        {phone ? (
          // The badge goes under the number when both do not fit (a phone's width).
          <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            <span className="flex items-center gap-1">
              <span className="tabular-nums">{phone}</span>
              <CopyButton
                text={receptionist.phoneNumber ?? phone}
                label="Copy phone number"
                confirmation="Phone number copied to clipboard!"
              />
            </span>
            <TextingBadge texting={receptionist.texting} />
          </div>
        ) : (
          <span className={missing}>No phone number</span>
        )}
      </Detail>
      <Detail term="Agent ID">
        {receptionist.agentId ? (
          <>
            <code className="truncate font-mono text-xs" title={receptionist.agentId}>
              {receptionist.agentId}
            </code>
            <CopyButton text={receptionist.agentId} label="Copy agent ID" confirmation="Agent ID copied to clipboard!" />
          </>
        ) : (
          <span className={missing}>No agent yet</span>
        )}
      </Detail>
      <EngineSettings receptionist={receptionist} />
    </>
  );
}

function Failure({ receptionist }: { receptionist: Receptionist }) {
  if (receptionist.agentStatus !== 'failed') return null;
  return (
    <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-destructive">
      <span className="font-semibold">Provisioning failed</span>
      {receptionist.error ? `: ${receptionist.error}` : null}
    </p>
  );
}

type LocationRowProps = Actions & { receptionist: Receptionist; cardTitleId: string };

/** One location of a salon with several: its receptionist's status, number and agent, and the action on it. */
function LocationRow({ receptionist, cardTitleId, ...actions }: LocationRowProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2 border-t border-border pt-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="font-semibold break-words text-foreground">
          {receptionist.locationName || 'Unnamed location'}
        </h3>
        <AgentStatusBadge status={receptionist.agentStatus} />
        <OnboardingBadge status={receptionist.receptionistStatus} />
      </div>
      <dl className="flex flex-col gap-1 text-sm">
        <ReceptionistDetails receptionist={receptionist} />
      </dl>
      <Failure receptionist={receptionist} />
      <div className="flex flex-wrap items-center gap-2">
        <TenantAction receptionist={receptionist} describedBy={`${cardTitleId} ${titleId}`} {...actions} />
      </div>
    </section>
  );
}

/** A salon: with one location, its receptionist as one card; with several, one row per location. */
export function TenantCard({ tenant, ...actions }: TenantCardProps) {
  const titleId = useId();
  const receptionists = receptionistsOf(tenant);
  const [only] = receptionists;
  const several = receptionists.length > 1;

  return (
    <Card className="h-full p-5">
      <article aria-labelledby={titleId} className="flex h-full flex-col gap-4">
        <div className="flex flex-col gap-2">
          <h2 id={titleId} className="text-lg font-semibold break-words text-foreground">
            {tenant.name || 'Unnamed salon'}
          </h2>
          {several ? null : (
            <div className="flex flex-wrap gap-2">
              <AgentStatusBadge status={tenant.agentStatus} />
              <OnboardingBadge status={tenant.receptionistStatus} />
            </div>
          )}
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
          {several || !only ? null : <ReceptionistDetails receptionist={only} />}
        </dl>
        {several ? (
          receptionists.map((receptionist) => (
            <LocationRow
              key={receptionist.locationId}
              receptionist={receptionist}
              cardTitleId={titleId}
              {...actions}
            />
          ))
        ) : only ? (
          <>
            <Failure receptionist={only} />
            <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
              <TenantAction receptionist={only} describedBy={titleId} {...actions} />
            </div>
          </>
        ) : null}
      </article>
    </Card>
  );
}
