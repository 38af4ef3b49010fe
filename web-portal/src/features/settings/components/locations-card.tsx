import { Card, buttonClasses } from '@ringbook/web-shared';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { locationSearch, useLocationChoice } from '../../../hooks/use-location-choice';

/** Settings' way to the Locations page. */
export function LocationsCard() {
  const { several, choice } = useLocationChoice();
  return (
    <Card className="mt-6 flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div>
        <h2 className="text-lg font-semibold text-foreground">Locations</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {several
            ? 'Add a location, launch its receptionist, or set what it charges.'
            : 'Running more than one salon? Add each one, with its own hours and prices.'}
        </p>
      </div>
      <Link
        to={{ pathname: paths.locations.getHref(), search: locationSearch(choice) }}
        className={buttonClasses({ variant: 'outline', className: 'shrink-0' })}
      >
        <MapPin aria-hidden="true" />
        Manage Locations
      </Link>
    </Card>
  );
}
