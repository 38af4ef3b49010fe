import { PageTitle } from '@ringbook/web-shared';
import { PortalLayout } from '../../components/layouts/portal-layout';

export function SetupAiRoute() {
  return (
    <PortalLayout>
      <PageTitle title="Set up your AI receptionist" />
      <h1 className="text-3xl font-bold tracking-tight text-foreground">Set up your AI receptionist</h1>
    </PortalLayout>
  );
}
