import { Input } from '@ringbook/web-shared';
import type { UseFormReturn } from 'react-hook-form';
import { TimeZoneSelect } from '../../../components/time-zone-select';
import type { PlaceValues } from '../utils/location-form';

type LocationPlaceFieldsProps = {
  form: UseFormReturn<PlaceValues>;
  /** The zone as saved, offered whatever the browser lists. */
  savedZone: string;
  /** The front-desk phone belongs to a location once it exists. */
  withPhone?: boolean;
  phoneExample?: string;
};

export function LocationPlaceFields({ form, savedZone, withPhone = false, phoneExample }: LocationPlaceFieldsProps) {
  const { errors } = form.formState;
  const timezone = form.watch('timezone');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Input label="Location name" placeholder="Bella Salon Uptown" error={errors.name?.message} {...form.register('name')} />
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
      {withPhone && (
        <Input
          label="Front desk phone"
          type="tel"
          inputMode="tel"
          placeholder={phoneExample}
          error={errors.frontDeskPhone?.message}
          {...form.register('frontDeskPhone')}
        />
      )}
    </div>
  );
}
