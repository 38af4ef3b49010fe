import { Button, Card } from '@ringbook/web-shared';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LocationPicker } from '../../../components/location-picker';
import { useOneLocation } from '../../../hooks/use-location-choice';
import { useWaitlist } from '../api/get-waitlist';
import { AddToWaitlistForm } from './add-to-waitlist-form';
import { WaitlistEntries } from './waitlist-entries';
import { WaitlistSettingsCard } from './waitlist-settings-card';

/** The Waitlist section: the clients waiting at a location, adding and removing one, and how offers go out. */
export function WaitlistView() {
  const where = useOneLocation();
  const waitlist = useWaitlist(where.location);
  const [adding, setAdding] = useState(false);
  const entries = waitlist.data ?? [];

  return (
    <div className="flex flex-col gap-4 md:gap-6">
      <div className="flex items-center justify-between gap-4 md:items-start">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-foreground">Waitlist</h1>
          <p className="mt-1 text-muted-foreground max-md:hidden">
            When a time frees up, it is offered by text to the people waiting for it, one at a time.
          </p>
        </div>
        {!adding && (
          <Button onClick={() => setAdding(true)} className="h-11">
            <UserPlus aria-hidden="true" />
            Add a client
          </Button>
        )}
      </div>
      <LocationPicker one={where} />
      {adding && (
        <Card className="p-4 sm:p-6">
          <h2 className="mb-4 text-lg font-semibold text-foreground">Add a client to the waitlist</h2>
          <AddToWaitlistForm location={where.location} onDone={() => setAdding(false)} />
        </Card>
      )}
      <Card className="flex flex-col gap-3 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-foreground">Waiting</h2>
        {waitlist.isPending ? (
          <Loading>Loading the waitlist...</Loading>
        ) : waitlist.isError ? (
          <LoadFailed what="the waitlist" />
        ) : entries.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
            Nobody is waiting. Clients your receptionist puts on the waitlist, and those you add, show up here.
          </p>
        ) : (
          <WaitlistEntries entries={entries} location={where.location} />
        )}
      </Card>
      <WaitlistSettingsCard location={where.location} />
    </div>
  );
}
