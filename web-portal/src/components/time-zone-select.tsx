import { Select } from '@ringbook/web-shared';
import { memo, useMemo } from 'react';
import { allTimeZones, timeZoneOptions } from '../lib/time-zones';

type TimeZoneSelectProps = {
  value: string;
  /** The zone as saved: offered even when `zones` does not list it. */
  saved: string;
  /** The choices; every zone the browser knows when left out. */
  zones?: readonly string[];
  first?: string;
  error?: string;
  onChange: (zone: string) => void;
};

// Four hundred-odd options: memoised so typing in the other fields does not re-render them.
export const TimeZoneSelect = memo(function TimeZoneSelect({
  value,
  saved,
  zones,
  first,
  error,
  onChange,
}: TimeZoneSelectProps) {
  const options = useMemo(() => timeZoneOptions(zones ?? allTimeZones(), { first, saved }), [zones, first, saved]);
  return (
    <Select label="Timezone" options={options} value={value} error={error} onChange={(e) => onChange(e.target.value)} />
  );
});
