import { Input } from '@ringbook/web-shared';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PlaceValues } from '../lib/location-fields';
import { TimeZoneSelect } from './time-zone-select';

type LocationPlaceFieldsProps<Values extends PlaceValues> = {
  form: UseFormReturn<Values>;
  /** The zone as saved, offered whatever the browser lists. */
  savedZone: string;
  namePlaceholder?: string;
  /** Shown instead of the name field where the location's name is set elsewhere. */
  nameNote?: ReactNode;
  /** The front-desk phone belongs to a location once it exists: asked only with an example number. */
  phoneExample?: string;
};

/** Where a location is: its name, time zone, address and front-desk phone, in the caller's two-column grid. The
 * Locations page and Settings edit them with it. */
export function LocationPlaceFields<Values extends PlaceValues>({
  form: whole,
  savedZone,
  namePlaceholder,
  nameNote,
  phoneExample,
}: LocationPlaceFieldsProps<Values>) {
  // These fields read and write only the form's place.
  const form = whole as unknown as UseFormReturn<PlaceValues>;
  const { errors } = form.formState;
  const timezone = form.watch('timezone');
  return (
    <>
      {nameNote ?? (
        <Input
          label="Location name"
          placeholder={namePlaceholder}
          error={errors.name?.message}
          {...form.register('name')}
        />
      )}
      <TimeZoneSelect
        value={timezone}
        saved={savedZone}
        error={errors.timezone?.message}
        onChange={(zone) => form.setValue('timezone', zone, { shouldDirty: true })}
      />
      <div className="sm:col-span-2">
        <Input
          label="Address"
          autoComplete="street-address"
          error={errors.address?.message}
          {...form.register('address')}
        />
      </div>
      {phoneExample !== undefined && (
        <Input
          label="Front desk phone"
          type="tel"
          inputMode="tel"
          placeholder={phoneExample}
          error={errors.frontDeskPhone?.message}
          {...form.register('frontDeskPhone')}
        />
      )}
    </>
  );
}
