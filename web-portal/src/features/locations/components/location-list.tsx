import { Button, Card } from '@ringbook/web-shared';
import { Clock, MapPin, Pencil, Plus } from 'lucide-react';
import { useId } from 'react';
import { plural } from '../../../lib/figures';
import { canAddLocation, type LocationList as Locations, type SalonLocation } from '../../../lib/api/locations';

type LocationListProps = {
  list: Locations;
  onAdd: () => void;
  onEdit: (location: SalonLocation) => void;
};

/** The business's locations, and adding one while the plan has room. */
export function LocationList({ list, onAdd, onEdit }: LocationListProps) {
  const limitId = useId();
  const room = canAddLocation(list);
  const counted = plural(list.planLocations, 'location', 'locations');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          You have {plural(list.locations.length, 'location', 'locations')}; your plan includes {counted}.
        </p>
        <Button onClick={onAdd} disabled={!room} aria-describedby={room ? undefined : limitId}>
          <Plus aria-hidden="true" />
          Add a Location
        </Button>
      </div>
      {!room && (
        <p id={limitId} className="rounded-lg border border-border bg-background p-3 text-sm text-foreground">
          Your plan includes {counted}, and you're using {list.planLocations === 1 ? 'it' : 'them all'}. To add
          another, ask us to add more to your plan.
        </p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2">
        {list.locations.map((location) => (
          <li key={location.id}>
            <LocationCard location={location} first={location.position === 0} onEdit={() => onEdit(location)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function LocationCard({ location, first, onEdit }: { location: SalonLocation; first: boolean; onEdit: () => void }) {
  const closures = location.closures.length;
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold text-foreground">{location.name}</h2>
        {first && <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">Main</span>}
      </div>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {location.address || 'No address yet'}
      </p>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {location.timezone.replace(/_/g, ' ')}
        {closures > 0 && ` · ${plural(closures, 'closed day', 'closed days')}`}
      </p>
      <div className="mt-auto">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${location.name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </div>
    </Card>
  );
}
