import { Select } from '@ringbook/web-shared';
import type { OneLocation } from '../hooks/use-location-choice';
import { locationLabel } from './location-switcher';

/** Which location a screen acts at, asked only while the switcher shows all of them. */
export function LocationPicker({ one, label = 'Location' }: { one: OneLocation; label?: string }) {
  if (!one.asksWhich || !one.location) return null;
  return (
    <div className="sm:max-w-xs">
      <Select
        label={label}
        options={one.locations.map((location, index) => ({ value: location.id, label: locationLabel(location, index) }))}
        value={one.location}
        onChange={(event) => one.pick(event.target.value)}
      />
    </div>
  );
}
