import { Card, buttonClasses } from '@ringbook/web-shared';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { locationSearch, useLocationChoice } from '../../../hooks/use-location-choice';

/** Settings' way to the Locations page. */
export function LocationsCard() {
  const { several, choice, locations } = useLocationChoice();
  const first = locations[0]?.name.trim();
  return (
    <Card className="mt-6 flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div>
        <h2 className="text-lg font-semibold text-foreground">Locations</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {several
            ? `The details above are your business's${first ? ` and ${first}'s` : ''}. Each location's own address, hours, closed days and prices are here.`
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
