import { PageTitle } from '@ringbook/web-shared';
import { PortalLayout } from '../../components/layouts/portal-layout';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { SetupWizard } from '../../features/setup-wizard/components/setup-wizard';

export function SetupAiRoute() {
  return (
    <PortalLayout>
      <PageTitle title="Set up your AI receptionist" />
      <div className="mb-8 flex items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-foreground">Set up your AI receptionist</h1>
          <p className="text-muted-foreground">It answers every call, books appointments and takes messages, 24/7.</p>
        </div>
        <LogoutButton />
      </div>
      <SetupWizard />
    </PortalLayout>
  );
}
