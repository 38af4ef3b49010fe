import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { isPortalSection } from '../../../config/sections';
import { PortalHomeContent } from '../portal-home';
import { OverviewRoute } from './overview';
import { ServicesRoute } from './services';

/** /app/{section}: any section the portal does not have shows the overview. */
export function SectionRoute() {
  const { section } = useParams();
  if (!isPortalSection(section)) return <Navigate to={paths.app.getHref('overview')} replace />;
  if (section === 'overview') return <OverviewRoute />;
  if (section === 'services') return <ServicesRoute />;
  // The other four sections are still being built.
  return <PortalHomeContent />;
}
