import { Spinner } from '@ringbook/web-shared';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { isPortalSection, type PortalSection } from '../../../config/sections';

// Each section is its own chunk: the overview never downloads the bookings table.
const sectionRoutes: Record<PortalSection, React.LazyExoticComponent<() => React.JSX.Element>> = {
  overview: lazy(async () => ({ default: (await import('./overview')).OverviewRoute })),
  bookings: lazy(async () => ({ default: (await import('./bookings')).BookingsRoute })),
  services: lazy(async () => ({ default: (await import('./services')).ServicesRoute })),
  staff: lazy(async () => ({ default: (await import('./staff')).StaffRoute })),
  settings: lazy(async () => ({ default: (await import('./settings')).SettingsRoute })),
  integrations: lazy(async () => ({ default: (await import('./integrations')).IntegrationsRoute })),
};

/** What a section shows while its code loads; index.html's pre-rendered shell shows it too. */
export function SectionLoading() {
  return (
    <div className="flex justify-center py-16">
      <Spinner label="Loading…" />
    </div>
  );
}

/** /app/{section}: any section the portal does not have shows the overview. */
export function SectionRoute() {
  const { section } = useParams();
  if (!isPortalSection(section)) return <Navigate to={paths.app.getHref('overview')} replace />;
  const Section = sectionRoutes[section];
  return (
    <Suspense fallback={<SectionLoading />}>
      <Section />
    </Suspense>
  );
}
