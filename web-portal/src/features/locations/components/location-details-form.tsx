import { readApiError, toast } from '@ringbook/web-shared';
import { phoneExample } from '@ringbook/web-shared/lib/phones.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LocationPlaceFields } from '../../../components/location-place-fields';
import { SaveButton } from '../../../components/save-button';
import { usePhoneFormat, useSalonCountry } from '../../../hooks/use-phone-format';
import { useSaveLocationDetails, type SalonLocation } from '../../../lib/api/locations';
import { placeSchema, type PlaceValues } from '../../../lib/location-fields';
import { placeDetails, placeOf } from '../utils/location-form';
import { showFieldErrors } from '../utils/server-errors';

const PLACE_FIELDS = ['name', 'address', 'timezone', 'frontDeskPhone'] as const;

/** A location's name, address, time zone and front-desk phone. */
export function LocationDetailsForm({ location }: { location: SalonLocation }) {
  const formatPhone = usePhoneFormat();
  const country = useSalonCountry();
  const form = useForm<PlaceValues>({
    resolver: zodResolver(placeSchema),
    defaultValues: placeOf(location, formatPhone),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const saving = useSaveLocationDetails({
    onSuccess: (saved) => {
      form.reset(placeOf(saved, formatPhone));
      toast({ title: 'Saved', description: `${saved.name} is up to date.` });
    },
    onError: (error) => {
      if (!showFieldErrors(form, error, PLACE_FIELDS)) {
        toast({ title: "Couldn't save", description: readApiError(error).message, variant: 'destructive' });
      }
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => saving.mutate({ id: location.id, details: placeDetails(values) }))}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <LocationPlaceFields
          form={form}
          savedZone={location.timezone}
          namePlaceholder="Bella Salon Uptown"
          phoneExample={phoneExample(country)}
        />
      </div>
      <div>
        <SaveButton saving={saving.isPending}>Save Details</SaveButton>
      </div>
    </form>
  );
}
