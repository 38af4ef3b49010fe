import { Badge, Spinner, cn } from '@ringbook/web-shared';
import { agentStatusLook, onboardingLabel, textingLook } from '../utils/status';

const badgeClasses = 'px-2.5 py-0.5 whitespace-nowrap';

export function AgentStatusBadge({ status }: { status: string }) {
  const { label, className } = agentStatusLook(status);
  return (
    <Badge data-status={status} className={cn(badgeClasses, className)}>
      {status === 'provisioning' ? <Spinner /> : null}
      {label}
    </Badge>
  );
}

/** Where the owner is in the receptionist setup; nothing while they have not started. */
export function OnboardingBadge({ status }: { status: string }) {
  const label = onboardingLabel(status);
  if (!label) return null;
  return (
    <Badge tone="neutral" data-onboarding={status} className={badgeClasses}>
      {label}
    </Badge>
  );
}

const textingTitles: Record<string, string> = {
  own: 'Clients are texted from this number',
  pending: 'Carriers have not approved this number for texting yet: texts go from the shared number',
  shared: 'This number takes calls only: texts go from the shared number',
};

/** Whether clients are texted from the number, small, beside it; nothing while that is not known. */
export function TextingBadge({ texting }: { texting: string | null }) {
  const look = textingLook(texting);
  if (!look || !texting) return null;
  return (
    <Badge
      data-texting={texting}
      title={textingTitles[texting]}
      className={cn('px-2 py-0.5 text-xs whitespace-nowrap', look.className)}
    >
      {look.label}
    </Badge>
  );
}
