import { Select } from '@ringbook/web-shared';
import { phoneCountries } from '@ringbook/web-shared/lib/phones.ts';
import { useMemo } from 'react';
import { withCountry } from '../../../lib/settings-form';
import type { SettingsFormState } from './text-message-fields';

/** The salon's country: its numbers, already typed, restyled for the one chosen. */
export function CountryField({ form }: { form: SettingsFormState }) {
  const countries = useMemo(() => phoneCountries(), []);
  return (
    <Select
      label="Country"
      hint="Numbers are typed and shown the way they are written here; others start with + and their country code."
      options={countries}
      value={form.values.country}
      error={form.errors.country}
      onChange={(event) => form.setValues((current) => withCountry(current, event.target.value))}
    />
  );
}
