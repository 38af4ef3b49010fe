import { Badge, Card, buttonClasses } from '@ringbook/web-shared';
import { CircleCheck, MapPin, PhoneCall, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { Loading } from './load-state';
import { paths } from '../config/paths';
import { useReceptionistStatus, type ReceptionistStatus } from '../lib/api/receptionist-status';
import { useWhoAmI } from '../lib/api/whoami';
import { TestReceptionist } from './test-receptionist';

/** The receptionist of `location` (without one, the first location's, which the setup wizard launches). */
export function ReceptionistCard({ location }: { location?: string }) {
  const status = useReceptionistStatus(location);
  const tenantId = useWhoAmI().data?.tenant.id;
  // Another location's receptionist is launched and managed from Locations, with the wizard's answers.
  const another = location !== undefined && location !== tenantId ? location : undefined;

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-xl font-semibold tracking-tight text-foreground">AI Phone Receptionist</h2>
        <PhoneCall className="size-5 shrink-0 text-primary" aria-hidden="true" />
      </div>
      {status.isPending ? (
        <Loading>Checking your receptionist...</Loading>
      ) : status.isError ? (
        <p className="text-destructive">We couldn't check your receptionist. Please refresh the page.</p>
      ) : status.data.receptionistActive ? (
        <ActiveReceptionist status={status.data} location={another} />
      ) : another ? (
        <LocationNotSetUp />
      ) : (
        <ReceptionistNotSetUp />
      )}
    </Card>
  );
}

const manageLocations = (
  <Link to={paths.locations.getHref()} className={buttonClasses({ variant: 'outline', className: 'w-full sm:w-auto' })}>
    <MapPin aria-hidden="true" />
    Manage Locations
  </Link>
);

function ActiveReceptionist({ status, location }: { status: ReceptionistStatus; location?: string }) {
  const phone = status.formattedPhoneNumber || status.phoneNumber;
  const name = status.businessInfo?.aiName?.trim() || 'Brian';
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone="success">
          <CircleCheck aria-hidden="true" />
          Active
        </Badge>
        {phone && (
          <a
            href={`tel:${status.phoneNumber ?? phone}`}
            className="text-lg font-semibold text-foreground tabular-nums underline-offset-4 hover:underline"
          >
            {phone}
          </a>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        {name} answers your calls 24/7 and books clients straight into your calendar.
      </p>
      <div className="flex flex-wrap gap-2">
        <TestReceptionist
          displayNumber={phone || 'your salon'}
          aiName={name}
          variant="accent"
          className="w-full sm:w-auto"
          location={location}
        />
        {location ? (
          manageLocations
        ) : (
          <Link
            to={paths.setupAi.getHref('business_info')}
            className={buttonClasses({ variant: 'outline', className: 'w-full sm:w-auto' })}
          >
            <Settings aria-hidden="true" />
            Manage Settings
          </Link>
        )}
      </div>
    </>
  );
}

function ReceptionistNotSetUp() {
  return (
    <>
      <div>
        <Badge tone="neutral">Not Setup</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        Let an AI receptionist answer every call, day and night, and book clients while you work.
      </p>
      <Link to={paths.setupAi.getHref()} className={buttonClasses({ variant: 'accent', className: 'self-start' })}>
        Set Up AI Receptionist
      </Link>
    </>
  );
}

function LocationNotSetUp() {
  return (
    <>
      <div>
        <Badge tone="neutral">Not Setup</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        This location has no receptionist of its own yet. Launch it from Locations to give it its own number.
      </p>
      <div>{manageLocations}</div>
    </>
  );
}
