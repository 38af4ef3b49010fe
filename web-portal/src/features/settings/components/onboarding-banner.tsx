import { buttonClasses } from '@ringbook/web-shared';
import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function OnboardingBanner() {
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-lg border border-warning/40 bg-warning/5 p-4 sm:flex-row sm:items-center"
    >
      <p className="flex flex-1 items-center gap-2 text-sm font-medium text-foreground">
        <CircleAlert className="size-5 shrink-0 text-warning" aria-hidden="true" />
        Your onboarding is not complete.
      </p>
      <Link to={paths.portal.getHref()} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        Finish onboarding
      </Link>
    </div>
  );
}
