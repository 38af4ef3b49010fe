import { PageTitle } from '@ringbook/web-shared';
import { CalcomCard } from '../../../features/integrations/components/calcom-card';
import { ComingSoonCard } from '../../../features/integrations/components/coming-soon-card';
import { GoogleCalendarCard } from '../../../features/integrations/components/google-calendar-card';

export function IntegrationsRoute() {
  return (
    <>
      <PageTitle title="Integrations" />
      <h1 className="mb-2 text-2xl font-bold tracking-tight text-foreground">Integrations</h1>
      <p className="mb-6 text-muted-foreground">Connect the calendars your salon already uses.</p>
      <div className="grid gap-6 lg:grid-cols-2">
        <CalcomCard />
        <GoogleCalendarCard />
        <div className="lg:col-span-2">
          <ComingSoonCard />
        </div>
      </div>
    </>
  );
}
