import { PageTitle } from '@ringbook/web-shared';
import { StatCards } from '../../../features/dashboard/components/stat-cards';

export function OverviewRoute() {
  return (
    <>
      <PageTitle title="Overview" />
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-foreground">Overview</h1>
      <StatCards />
    </>
  );
}
