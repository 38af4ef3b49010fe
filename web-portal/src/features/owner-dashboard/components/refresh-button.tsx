import { Button, Spinner } from '@ringbook/web-shared';
import { RefreshCw } from 'lucide-react';
import { useSyncAppointments } from '../../../hooks/use-sync-appointments';

/** Fetches the appointments on screen and the numbers again, with the overview's sync toasts. */
export function RefreshButton() {
  const sync = useSyncAppointments();
  return (
    <Button variant="outline" disabled={sync.isPending} onClick={() => sync.mutate()}>
      {sync.isPending ? <Spinner /> : <RefreshCw aria-hidden="true" />}
      {sync.isPending ? 'Refreshing...' : 'Refresh'}
    </Button>
  );
}
