import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  Spinner,
  buttonClasses,
  readApiError,
  toast,
} from '@ringbook/web-shared';
import { CalendarCog, ExternalLink, Link2, Unplug, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useCalendarSettings, type ProviderState } from '../../../lib/api/calendar-settings';
import { useDisconnectCalendar } from '../api/disconnect-calendar';
import { useConnectPopup } from '../hooks/use-connect-popup';
import { CALCOM_EVENT_TYPES_URL, CALCOM_SIGNUP_URL } from '../utils/calcom-links';
import { CalcomApiKeyForm } from './calcom-api-key-form';
import { ConnectionBadge } from './connection-badge';
import { ConnectionError } from './connection-error';
import { LocationEventTypes } from './location-event-types';

/** The booking calendar service: connect (popup sign-in or API key), manage event types, disconnect. */
export function CalcomCard() {
  const titleId = useId();
  const settings = useCalendarSettings();
  const calcom = settings.data?.calcom;
  const connected = calcom?.connected ?? false;
  const popup = useConnectPopup('calcom');

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
        <div className="flex items-start justify-between gap-3">
          <CardTitle id={titleId}>Cal.com</CardTitle>
          {settings.isPending ? (
            <Spinner label="Checking Cal.com" className="mt-1.5 shrink-0" />
          ) : (
            <ConnectionBadge connected={connected} />
          )}
        </div>
        <CardDescription>The booking calendar your receptionist books appointments into.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 p-4 sm:p-6">
        {settings.isError && (
          <p className="text-sm text-destructive">We couldn't check your Cal.com connection. Please refresh the page.</p>
        )}
        {calcom && <ConnectionDetails state={calcom} />}
        {popup.error && <ConnectionError message={popup.error} />}
        {settings.isSuccess &&
          (connected ? (
            <>
              <LocationEventTypes />
              <ConnectedActions />
            </>
          ) : (
            <>
              <div className="flex flex-wrap gap-3">
                <Button onClick={() => void popup.connect()} disabled={popup.starting}>
                  <Link2 aria-hidden="true" />
                  {popup.starting ? 'Connecting...' : 'Connect'}
                </Button>
                <a
                  href={CALCOM_SIGNUP_URL}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses({ variant: 'outline' })}
                >
                  <UserPlus aria-hidden="true" />
                  Create Account
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </div>
              <CalcomApiKeyForm />
            </>
          ))}
      </CardContent>
    </Card>
  );
}

function ConnectionDetails({ state }: { state: ProviderState }) {
  if (state.status === 'failing') {
    return (
      <p className="text-sm text-warning">
        Cal.com stopped accepting our connection. Connect again so new bookings keep arriving.
      </p>
    );
  }
  if (state.connected && state.account) {
    return (
      <p className="text-sm text-muted-foreground">
        Connected as <span className="font-medium text-foreground">{state.account}</span>
      </p>
    );
  }
  return null;
}

function ConnectedActions() {
  const [confirming, setConfirming] = useState(false);
  const disconnecting = useDisconnectCalendar({
    onSuccess: () => {
      setConfirming(false);
      toast({ title: 'Disconnected', description: 'Cal.com is disconnected.' });
    },
    onError: (err) => {
      setConfirming(false);
      toast({
        title: 'Error',
        description: readApiError(err).message ?? 'Failed to disconnect Cal.com',
        variant: 'destructive',
      });
    },
  });

  return (
    <div className="flex flex-wrap gap-3">
      <a
        href={CALCOM_EVENT_TYPES_URL}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses({ variant: 'outline' })}
      >
        <CalendarCog aria-hidden="true" />
        Manage Event Types
        <ExternalLink aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      <Button variant="ghost" className="text-destructive" onClick={() => setConfirming(true)}>
        <Unplug aria-hidden="true" />
        Disconnect
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Disconnect Cal.com?"
        description="New bookings will go to Ringbook's built-in calendar. Appointments already booked stay as they are."
        confirmLabel="Disconnect"
        destructive
        pending={disconnecting.isPending}
        onConfirm={() => disconnecting.mutate('calcom')}
      />
    </div>
  );
}
