import { Button, readApiError } from '@ringbook/web-shared';
import { PhoneCall, Rocket } from 'lucide-react';
import { useState } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useReceptionistStatus } from '../../../lib/api/receptionist-status';
import { useLaunchLocationReceptionist } from '../api/location-receptionist';
import type { SalonLocation } from '../../../lib/api/locations';

/** A location's own receptionist: launched here, then its number. */
export function LocationReceptionist({ location }: { location: SalonLocation }) {
  const status = useReceptionistStatus(location.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const launch = useLaunchLocationReceptionist(location.id, {
    onError: (error) =>
      setRefusal(readApiError(error).message ?? "We couldn't launch the receptionist. Please try again."),
  });

  if (status.isPending) return <Loading>Checking its receptionist...</Loading>;
  if (status.isError) return <LoadFailed what="its receptionist" />;

  const { receptionistActive, formattedPhoneNumber, phoneNumber } = status.data;
  if (receptionistActive && phoneNumber) {
    return (
      <p className="flex items-start gap-2 text-foreground" data-testid="location-number">
        <PhoneCall aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <span>
          Its receptionist answers at{' '}
          <a href={`tel:${phoneNumber}`} className="font-semibold text-primary tabular-nums underline-offset-4 hover:underline">
            {formattedPhoneNumber || phoneNumber}
          </a>
          . Give callers this number for {location.name}.
        </span>
      </p>
    );
  }
  if (status.data.status === 'provisioning' || launch.isPending) {
    return (
      <Loading>Setting up its receptionist and its own number. This takes about 10 seconds...</Loading>
    );
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-muted-foreground">
        {location.name} gets its own number, answered with its address and hours, and your receptionist's name,
        voice and languages.
      </p>
      <Button
        onClick={() => {
          setRefusal(null);
          launch.mutate();
        }}
      >
        <Rocket aria-hidden="true" />
        Launch Its Receptionist
      </Button>
      {refusal && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {refusal}
        </p>
      )}
    </div>
  );
}
