import { cn, controlClasses } from '@ringbook/web-shared';
import { ChevronDown, MapPin } from 'lucide-react';
import { ALL_LOCATIONS, useLocationChoice } from '../hooks/use-location-choice';

export const locationLabel = (location: { name: string }, index: number) =>
  location.name.trim() || `Location ${index + 1}`;

/** The header's choice of location (or all of them) that every section shows; nothing for a one-location
 * business. */
export function LocationSwitcher() {
  const { locations, several, choice, choose } = useLocationChoice();
  if (!several) return null;
  return (
    <div className="relative min-w-0 max-w-56 flex-1 sm:flex-none">
      <MapPin
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <select
        aria-label="Location"
        data-testid="location-switcher"
        value={choice}
        onChange={(event) => choose(event.target.value)}
        className={cn(controlClasses, 'h-10 w-full appearance-none truncate pr-8 pl-8 text-sm font-medium')}
      >
        <option value={ALL_LOCATIONS}>All locations</option>
        {locations.map((location, index) => (
          <option key={location.id} value={location.id}>
            {locationLabel(location, index)}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
