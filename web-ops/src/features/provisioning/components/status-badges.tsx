import { Badge, Spinner, cn } from '@ringbook/web-shared';
import { agentStatusLook, onboardingLabel } from '../utils/status';

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
