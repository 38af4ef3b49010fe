import { Button, NOT_SPOKEN_YET, listLanguages, toast } from '@ringbook/web-shared';
import { Check, Rocket } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEventTypes } from '../api/event-types';
import { useProvision } from '../api/provision';
import { showError } from '../../../lib/error-toast';
import { areaCodeOrFallback, areaCodePromise, moreLabel, preview } from '../utils/review';
import { phoneNumberOf } from '../utils/status';
import { VOICE_OPTIONS, notSpoken } from '../utils/business-info';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';
import { WizardNav } from './wizard-nav';

function Summary({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-border p-4">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="text-foreground">{children}</dd>
    </div>
  );
}

function FirstFew({ names, label }: { names: string[]; label: string }) {
  const { shown, more } = preview(names);
  if (names.length === 0) return <span className="text-muted-foreground">None yet</span>;
  return (
    <ul aria-label={label} className="flex flex-col gap-0.5">
      {shown.map((name, index) => (
        <li key={`${name}-${index}`}>{name}</li>
      ))}
      {more > 0 && <li className="text-sm font-medium text-primary">{moreLabel(more)}</li>}
    </ul>
  );
}

function useEventTypeTitle(connected: boolean, id: number | string | null): string {
  const types = useEventTypes(connected && id != null);
  if (id == null) return 'Not chosen';
  const match = Array.isArray(types.data) ? types.data.find((type) => String(type.id) === String(id)) : undefined;
  return match?.title ?? String(id);
}

export function ReviewStep({ status, headingRef, onBack, onDone }: StepProps) {
  const launch = useProvision();
  const live = status.status === 'ready';
  const info = status.businessInfo;
  const spoken = info.additionalLanguages.filter((language) => !notSpoken(info, language));
  const eventType = useEventTypeTitle(status.calcomConnected, status.calcomDefaultEventTypeId);
  const voice = VOICE_OPTIONS.find((option) => option.value === info.voiceId)?.label ?? info.voiceId;
  const place = [info.location, info.city, [info.state, info.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

  const onLaunch = () =>
    launch.mutate(undefined, {
      onSuccess: () => toast({ title: 'Provisioning started! Creating your AI receptionist...' }),
      onError: (error) => showError(error, 'Please try again in a moment.', 'Provisioning failed'),
    });

  return (
    <StepFrame
      title={live ? 'Review your receptionist' : 'Review & launch'}
      description={
        live
          ? `Each step was saved as you left it; ${info.aiName} answers with your changes within seconds.`
          : 'Check the details, then launch your receptionist. You can change any of this later.'
      }
      headingRef={headingRef}
      nav={
        <WizardNav
          step="review"
          gap={null}
          onBack={onBack}
          busy={launch.isPending}
          action={
            live ? (
              <Button size="lg" onClick={onDone}>
                <Check aria-hidden="true" />
                Done
              </Button>
            ) : (
              <Button variant="accent" size="lg" onClick={onLaunch} disabled={launch.isPending}>
                <Rocket aria-hidden="true" />
                {launch.isPending ? 'Launching...' : 'Launch AI Receptionist'}
              </Button>
            )
          }
        />
      }
    >
      {status.provisioningError && !live && (
        <div role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive">
          <p className="font-semibold">The last launch didn't finish.</p>
          <p>{status.provisioningError}</p>
        </div>
      )}
      <dl className="grid gap-3 sm:grid-cols-2">
        <Summary term="Booking calendar">{status.calcomConnected ? 'Connected' : 'Not Connected'}</Summary>
        <Summary term="Event type">{eventType}</Summary>
        <Summary term="Business">{place || <span className="text-muted-foreground">Not entered</span>}</Summary>
        {live ? (
          <Summary term="Phone number">
            <span className="tabular-nums">{phoneNumberOf(status)}</span>
          </Summary>
        ) : (
          <Summary term="Phone number area code">
            <span className="tabular-nums">{areaCodeOrFallback(info.areaCode)}</span>
            <span className="block text-sm text-muted-foreground">{areaCodePromise(info.areaCode)}</span>
          </Summary>
        )}
        <Summary term="Receptionist">
          {info.aiName} · {voice} voice
          {spoken.length > 0 && (
            <span className="block text-sm text-muted-foreground">Also speaks {listLanguages(spoken)}</span>
          )}
          {info.unsupportedLanguages.length > 0 && (
            <span className="block text-sm text-muted-foreground">
              {listLanguages(info.unsupportedLanguages)} — {NOT_SPOKEN_YET.toLowerCase()}
            </span>
          )}
        </Summary>
        <Summary term={`Staff (${status.staff.length})`}>
          <FirstFew label="Staff" names={status.staff.map((person) => person.name)} />
        </Summary>
        <Summary term={`Services (${status.services.length})`}>
          <FirstFew label="Services" names={status.services.map((service) => service.name)} />
        </Summary>
      </dl>
    </StepFrame>
  );
}
