import { Spinner } from '@ringbook/web-shared';
import type { ComponentType } from 'react';
import { Navigate, useParams, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { paths } from '../../../config/paths';
import { isPortalSection, type PortalSection } from '../../../config/sections';

// Each section is its own chunk: the overview never downloads the bookings table.
const sectionModules: Record<PortalSection, () => Promise<ComponentType>> = {
  overview: async () => (await import('./overview')).OverviewRoute,
  inbox: async () => (await import('./inbox')).InboxRoute,
  bookings: async () => (await import('./bookings')).BookingsRoute,
  waitlist: async () => (await import('./waitlist')).WaitlistRoute,
  services: async () => (await import('./services')).ServicesRoute,
  staff: async () => (await import('./staff')).StaffRoute,
  settings: async () => (await import('./settings')).SettingsRoute,
  integrations: async () => (await import('./integrations')).IntegrationsRoute,
};

const loaded: Partial<Record<PortalSection, ComponentType>> = {};

/**
 * The route's loader: the section's code is in before the section renders. A section that suspended on its
 * code instead would show a loading state first, and React holds back what replaces a loading state for a
 * moment, which kept a phone's first screen from showing its data.
 */
export async function loadSection({ params }: LoaderFunctionArgs): Promise<null> {
  const { section } = params;
  if (isPortalSection(section)) loaded[section] ??= await sectionModules[section]();
  return null;
}

/** Filters and pages change only the URL's search: the section's code is already in. */
export const keepSection: ShouldRevalidateFunction = ({ currentParams, nextParams }) =>
  currentParams.section !== nextParams.section;

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
  const Section = loaded[section];
  return Section ? <Section /> : <SectionLoading />;
}
