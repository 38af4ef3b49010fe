import { Button } from '@ringbook/web-shared';
import type { RefObject } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { StepHeading } from '../../../components/step-heading';
import { useStaff } from '../../../lib/api/staff';
import type { SalonLocation } from '../../../lib/api/locations';
import { useBookingKnows } from '../api/staff-at-location';
import { LocationStaffForm } from './location-staff-form';

type LocationStaffStepProps = {
  headingRef: RefObject<HTMLHeadingElement | null>;
  location: SalonLocation;
  onNext: () => void;
};

/** The add flow's third step: the business's staff, and on which of the new location's days each works there. */
export function LocationStaffStep({ headingRef, location, onNext }: LocationStaffStepProps) {
  const staff = useStaff();
  // Asked now, so that booking has heard of the new location by the time the owner saves (the form asks the same).
  useBookingKnows(location.id, staff.data?.[0]?.staffId);
  const skip = (
    <Button variant="outline" onClick={onNext}>
      Skip for Now
    </Button>
  );
  return (
    <div className="flex flex-col gap-4">
      <StepHeading
        headingRef={headingRef}
        title={`Who works at ${location.name}?`}
        description="Tick who works there and on which days. They start with its opening hours; nobody can work at two locations at once."
      />
      {staff.isPending && <Loading>Loading your staff...</Loading>}
      {staff.isError && <LoadFailed what="your staff" />}
      {staff.data?.length === 0 && (
        <div className="flex flex-col items-start gap-3">
          <p className="text-muted-foreground">
            You have no staff yet. Once you add them on the Staff page, you can say when they work here.
          </p>
          {skip}
        </div>
      )}
      {!!staff.data?.length && (
        <LocationStaffForm location={location} staff={staff.data} onSaved={onNext} extraAction={skip} />
      )}
    </div>
  );
}
