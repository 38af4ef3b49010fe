import { Button, PageTitle } from '@ringbook/web-shared';
import { LogOut } from 'lucide-react';
import { PortalLayout } from '../../components/layouts/portal-layout';
import { useLogout } from '../../features/auth/api/logout';
import { OnboardingWizard } from '../../features/onboarding/components/onboarding-wizard';

export function PortalRoute() {
  const logout = useLogout();
  return (
    <PortalLayout>
      <PageTitle title="Set up your salon" />
      <div className="mb-8 flex items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-foreground">Set up your salon</h1>
          <p className="text-muted-foreground">Two quick steps and your portal is ready.</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut aria-hidden="true" />
          Logout
        </Button>
      </div>
      <OnboardingWizard />
    </PortalLayout>
  );
}
