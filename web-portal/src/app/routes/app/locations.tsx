import { PageTitle, buttonClasses } from '@ringbook/web-shared';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { LocationsView } from '../../../features/locations/components/locations-view';
import { locationSearch, useLocationChoice } from '../../../hooks/use-location-choice';

export function LocationsRoute() {
  const { choice } = useLocationChoice();
  return (
    <>
      <PageTitle title="Locations" />
      <Link
        to={{ pathname: paths.app.getHref('settings'), search: locationSearch(choice) }}
        className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'mb-2 -ml-2' })}
      >
        <ArrowLeft aria-hidden="true" />
        Settings
      </Link>
      <h1 className="mb-2 text-2xl font-bold tracking-tight text-foreground">Locations</h1>
      <p className="mb-6 text-muted-foreground">
        Each of your salons: where it is, when it's open and what it charges.
      </p>
      <LocationsView />
    </>
  );
}
