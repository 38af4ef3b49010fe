import { Select, Spinner, readApiError, toast } from '@ringbook/web-shared';
import { locationLabel } from '../../../components/location-switcher';
import { useLocationChoice } from '../../../hooks/use-location-choice';
import { useCalcomEventTypes, type CalcomEventType } from '../api/calcom-event-types';
import { useChooseLocationEventType } from '../api/choose-location-event-type';
import { useLocationEventTypes, type LocationEventType } from '../api/location-event-types';

const CHOOSE = '';

/** Where Cal.com bookings go at each location: the switcher's location, or every location under its name. Nothing
 * for a one-location business, whose event type is the account's default (chosen in the setup wizard). */
export function LocationEventTypes() {
  const { several, location } = useLocationChoice();
  if (!several) return null;
  return <LocationEventTypeList location={location} />;
}

function LocationEventTypeList({ location }: { location: string | undefined }) {
  const rows = useLocationEventTypes(location);
  const eventTypes = useCalcomEventTypes();
  const choosing = useChooseLocationEventType({
    onSuccess: () => toast({ title: 'Saved', description: 'Bookings at that location go to the chosen event type.' }),
    onError: (err) =>
      toast({
        title: 'Error',
        description: readApiError(err).message ?? 'Failed to choose the event type',
        variant: 'destructive',
      }),
  });

  if (rows.isPending || eventTypes.isPending) return <Spinner label="Loading event types" />;
  if (rows.isError || eventTypes.isError) {
    return (
      <p className="text-sm text-destructive">We couldn't read your Cal.com event types. Please refresh the page.</p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-sm font-semibold text-foreground">
        {location ? 'Event type at this location' : 'Event types by location'}
      </h3>
      {rows.data.map((row, index) => (
        <LocationRow
          key={row.locationId}
          row={row}
          name={locationLabel(row, index)}
          eventTypes={eventTypes.data}
          pending={choosing.isPending}
          onChoose={(eventTypeId) => choosing.mutate({ location: row.locationId, eventTypeId })}
        />
      ))}
    </div>
  );
}

type RowProps = {
  row: LocationEventType;
  name: string;
  eventTypes: CalcomEventType[];
  pending: boolean;
  onChoose: (eventTypeId: number) => void;
};

function LocationRow({ row, name, eventTypes, pending, onChoose }: RowProps) {
  const chosen = eventTypes.find((eventType) => eventType.id === row.eventTypeId);
  const options = [
    ...(row.eventTypeId === null ? [{ value: CHOOSE, label: 'Choose an event type' }] : []),
    ...eventTypes.map((eventType) => ({
      value: String(eventType.id),
      label: `${eventType.title} (${eventType.lengthInMinutes} min)`,
    })),
  ];
  return (
    <section aria-label={name} className="flex flex-col gap-2 rounded-md border border-border p-3">
      <h4 className="font-medium text-foreground">{name}</h4>
      {row.eventTypeId === null ? (
        <p className="text-sm text-warning">
          No event type yet: bookings here can't go to Cal.com until you choose one.
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          Bookings go to{' '}
          <span className="font-medium text-foreground">{chosen?.title ?? `event type ${row.eventTypeId}`}</span>
        </p>
      )}
      <div className="sm:max-w-xs">
        <Select
          label={`Event type at ${name}`}
          options={options}
          value={row.eventTypeId === null ? CHOOSE : String(row.eventTypeId)}
          disabled={pending}
          onChange={(event) => {
            if (event.target.value !== CHOOSE) onChoose(Number(event.target.value));
          }}
        />
      </div>
    </section>
  );
}
