import type { Client } from '../api/get-clients';
import { agentStatusLook, receptionistStatusLook } from '../utils/status';
import { StatusBadge } from './status-badge';

/** A salon's locations in the owner's order, each with its address, number and receptionist. */
export function ClientLocations({ locations }: { locations: Client['locations'] }) {
  return (
    <ul aria-label="Locations" className="flex flex-col gap-2">
      {locations.map((location) => (
        <li key={location.locationId} aria-label={location.name} className="rounded-md border border-border p-2.5">
          <div className="font-medium text-foreground">{location.name.trim() || 'Unnamed location'}</div>
          <div className="text-muted-foreground">{location.address.trim() || 'No address yet'}</div>
          <div className="tabular-nums">{location.formattedPhoneNumber ?? 'No number yet'}</div>
          <span className="mt-1 flex flex-wrap gap-1.5">
            <StatusBadge look={agentStatusLook(location.agentStatus)} status={location.agentStatus} />
            <StatusBadge look={receptionistStatusLook(location.receptionistStatus)} />
          </span>
        </li>
      ))}
    </ul>
  );
}
