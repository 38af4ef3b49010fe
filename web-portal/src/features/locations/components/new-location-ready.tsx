import { Button, buttonClasses } from '@ringbook/web-shared';
import { CircleCheck, Users } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { StepHeading } from '../../../components/step-heading';
import { paths } from '../../../config/paths';
import { locationSearch } from '../../../hooks/use-location-choice';
import type { SalonLocation } from '../../../lib/api/locations';
import { LocationReceptionist } from './location-receptionist';

type NewLocationReadyProps = {
  headingRef: RefObject<HTMLHeadingElement | null>;
  location: SalonLocation;
  onClose: () => void;
};

/** The end of adding a location: what comes next there. */
export function NewLocationReady({ headingRef, location, onClose }: NewLocationReadyProps) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-success" />
        <StepHeading
          headingRef={headingRef}
          title={`${location.name} is added`}
          description="Switch to it at the top of any page. Launch its receptionist to give it its own number."
        />
      </div>
      <LocationReceptionist location={location} />
      <div className="flex flex-wrap gap-3">
        <Link
          to={{ pathname: paths.app.getHref('staff'), search: locationSearch(location.id) }}
          className={buttonClasses({ variant: 'outline' })}
        >
          <Users aria-hidden="true" />
          Set Staff Hours There
        </Link>
        <Button variant="outline" onClick={onClose}>
          Back to Locations
        </Button>
      </div>
    </div>
  );
}
