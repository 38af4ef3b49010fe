import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner } from '@ringbook/web-shared';
import { Link2 } from 'lucide-react';
import { useId } from 'react';
import { useGoogleStatus } from '../../../lib/api/google-status';
import { useConnectPopup } from '../hooks/use-connect-popup';
import { ConnectionBadge } from './connection-badge';
import { ConnectionError } from './connection-error';

/** Google Calendar: gives each staff member a Google calendar the owner can share with them by e-mail. */
export function GoogleCalendarCard() {
  const titleId = useId();
  const status = useGoogleStatus();
  const connected = status.data?.connected ?? false;
  const popup = useConnectPopup('google');

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
        <div className="flex items-start justify-between gap-3">
          <CardTitle id={titleId}>Google Calendar</CardTitle>
          {status.isPending ? (
            <Spinner label="Checking Google Calendar" className="mt-1.5 shrink-0" />
          ) : (
            <ConnectionBadge connected={connected} />
          )}
        </div>
        <CardDescription>
            Gives each staff member a Google calendar you can share with them by e-mail.
          </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 p-4 sm:p-6">
        {status.isError && (
          <p className="text-sm text-destructive">
            We couldn't check your Google Calendar connection. Please refresh the page.
          </p>
        )}
        {popup.error && <ConnectionError message={popup.error} />}
        {status.isSuccess && !connected && (
          <div>
            <Button onClick={() => void popup.connect()} disabled={popup.starting}>
              <Link2 aria-hidden="true" />
              {popup.starting ? 'Connecting...' : 'Connect Google Calendar'}
            </Button>
          </div>
        )}
        {connected && (
          <p className="text-sm text-muted-foreground">
            New staff members get a Google calendar of their own. Share it from the Staff page.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
