import { PageTitle } from '@ringbook/web-shared';
import { PortalLayout } from '../../components/layouts/portal-layout';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { OnboardingWizard } from '../../features/onboarding/components/onboarding-wizard';

export function PortalRoute() {
  return (
    <PortalLayout>
      <PageTitle title="Set up your salon" />
      <div className="mb-8 flex items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-foreground">Set up your salon</h1>
          <p className="text-muted-foreground">Two quick steps and your portal is ready.</p>
        </div>
        <LogoutButton />
      </div>
      <OnboardingWizard />
    </PortalLayout>
  );
}
