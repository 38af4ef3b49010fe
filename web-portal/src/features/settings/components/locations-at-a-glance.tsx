import { Button, Card } from '@ringbook/web-shared';
import { MapPin } from 'lucide-react';
import { usePhoneFormat } from '../../../hooks/use-phone-format';
import type { SalonLocation } from '../../../lib/api/locations';

type LocationsAtAGlanceProps = { locations: SalonLocation[]; onChoose: (id: string) => void };

/** Under all locations: each one's address, time zone and front-desk phone, and the way to change them. */
export function LocationsAtAGlance({ locations, onChoose }: LocationsAtAGlanceProps) {
  const formatPhone = usePhoneFormat();
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div>
        <h2 className="text-lg font-semibold text-foreground">Each location's details</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Every location has its own address, time zone, hours, closed days and front desk phone. Choose one to change
          them.
        </p>
      </div>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {locations.map((location) => (
          <li
            key={location.id}
            aria-label={location.name}
            className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between sm:p-4"
          >
            <div className="min-w-0">
              <p className="flex items-center gap-1.5 font-medium text-foreground">
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                {location.name}
              </p>
              <p className="text-sm break-words text-muted-foreground">
                {[location.address || 'No address yet', location.timezone.replaceAll('_', ' '), formatPhone(location.frontDeskPhone)]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <Button variant="outline" size="sm" className="shrink-0 self-start sm:self-auto" onClick={() => onChoose(location.id)}>
              Edit {location.name}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
