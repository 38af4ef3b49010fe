import { Card, readApiError, toast } from '@ringbook/web-shared';
import { phoneExample } from '@ringbook/web-shared/lib/phones.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { ClosedDaysFields } from '../../../components/closed-days-fields';
import { LocationPlaceFields } from '../../../components/location-place-fields';
import { OpeningWeekField } from '../../../components/opening-week-field';
import { SaveButton } from '../../../components/save-button';
import { useLiveErrors } from '../../../hooks/use-live-errors';
import { usePhoneFormat, useSalonCountry } from '../../../hooks/use-phone-format';
import { useSaveLocationDetails, type SalonLocation } from '../../../lib/api/locations';
import {
  isFirst,
  locationDetailsOf,
  locationErrorsFromServer,
  locationSettingsOf,
  locationSettingsSchema,
  type LocationSettingsValues,
} from '../utils/location-settings';
import { SettingsSection } from './settings-section';

/** One location's own settings: its name, address, time zone, front-desk phone, hours and closed days. */
export function LocationSettingsForm({ location }: { location: SalonLocation }) {
  const formatPhone = usePhoneFormat();
  const country = useSalonCountry();
  const form = useForm<LocationSettingsValues>({
    resolver: zodResolver(locationSettingsSchema(location), undefined, { raw: true }),
    defaultValues: locationSettingsOf(location, formatPhone),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  useLiveErrors(form);
  const saving = useSaveLocationDetails({
    onSuccess: (saved) => {
      form.reset(locationSettingsOf(saved, formatPhone));
      toast({ title: 'Saved', description: `${saved.name} is up to date.` });
    },
    onError: (error) => {
      const fields = Object.entries(locationErrorsFromServer(readApiError(error).fields));
      for (const [name, message] of fields) {
        form.setError(name as Path<LocationSettingsValues>, { type: 'server', message });
      }
      if (fields.length === 0) {
        toast({ title: "Couldn't save", description: readApiError(error).message, variant: 'destructive' });
      }
    },
  });

  return (
    <Card className="p-4 sm:p-6">
      <form
        noValidate
        aria-label={location.name}
        onSubmit={form.handleSubmit((values) =>
          saving.mutate({ id: location.id, details: locationDetailsOf(location, values) }),
        )}
        className="flex flex-col gap-8"
      >
        <SettingsSection
          title={location.name}
          description="This location's own details: callers to its number hear them."
        >
          <LocationPlaceFields
            form={form}
            savedZone={location.timezone}
            nameNote={
              isFirst(location) ? (
                <p className="text-sm text-muted-foreground sm:col-span-2">
                  Your first location goes by your business's name, set below.
                </p>
              ) : undefined
            }
            phoneExample={phoneExample(country)}
          />
        </SettingsSection>

        <SettingsSection
          title="Hours and closed days"
          columns="grid-cols-1"
          description={`When ${location.name} is open, day by day. Its receptionist tells callers these hours and books only inside them.`}
        >
          <OpeningWeekField form={form} />
          <ClosedDaysFields form={form} />
        </SettingsSection>

        <div>
          <SaveButton saving={saving.isPending}>{`Save ${location.name}`}</SaveButton>
        </div>
      </form>
    </Card>
  );
}
