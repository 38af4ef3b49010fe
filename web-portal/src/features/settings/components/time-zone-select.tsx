import { Select } from '@ringbook/web-shared';
import { memo, useMemo } from 'react';
import { timeZoneOptions } from '../utils/time-zones';

type TimeZoneSelectProps = {
  value: string;
  /** A saved zone to keep in the list even when the browser does not list it. */
  saved: string;
  error?: string;
  onChange: (zone: string) => void;
};

// Four hundred-odd options: memoised so typing in the other fields does not re-render them.
export const TimeZoneSelect = memo(function TimeZoneSelect({ value, saved, error, onChange }: TimeZoneSelectProps) {
  const zones = useMemo(() => timeZoneOptions(saved), [saved]);
  return (
    <Select label="Timezone" options={zones} value={value} error={error} onChange={(e) => onChange(e.target.value)} />
  );
});
