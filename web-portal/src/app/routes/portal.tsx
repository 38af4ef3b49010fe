import { PageTitle } from '@ringbook/web-shared';
import { PortalLayout } from '../../components/layouts/portal-layout';

export function PortalRoute() {
  return (
    <PortalLayout>
      <PageTitle title="Set up your salon" />
      <h1 className="text-3xl font-bold tracking-tight text-foreground">Set up your salon</h1>
    </PortalLayout>
  );
}
