import { Button, Card, Input, readApiError, toast } from '@ringbook/web-shared';
import { phoneExample } from '@ringbook/web-shared/lib/phones.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { useForm, type FieldError, type Path } from 'react-hook-form';
import { OperatingHours } from '../../../components/operating-hours';
import { TimeZoneSelect } from '../../../components/time-zone-select';
import { useLiveErrors } from '../../../hooks/use-live-errors';
import { usePhoneFormat, useSalonCountry } from '../../../hooks/use-phone-format';
import { useSaveLocationDetails, type SalonLocation } from '../../../lib/api/locations';
import { withDay } from '../../../lib/opening-hours';
import {
  isFirst,
  locationDetailsOf,
  locationErrorsFromServer,
  locationSettingsOf,
  locationSettingsSchema,
  type LocationSettingsValues,
} from '../utils/location-settings';
import { ClosedDaysFields } from './closed-days-fields';
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
  const { errors } = form.formState;
  const week = form.watch('week');
  const timezone = form.watch('timezone');
  const weekErrorId = useId();
  // The week is keyed by day, so its error's type would read `message` as a day's: the message is the week's.
  const weekError = (errors.week as FieldError | undefined)?.message;

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
          {isFirst(location) ? (
            <p className="text-sm text-muted-foreground sm:col-span-2">
              Your first location goes by your business's name, set below.
            </p>
          ) : (
            <Input label="Location name" error={errors.name?.message} {...form.register('name')} />
          )}
          <TimeZoneSelect
            value={timezone}
            saved={location.timezone}
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
          <Input
            label="Front desk phone"
            type="tel"
            inputMode="tel"
            placeholder={phoneExample(country)}
            error={errors.frontDeskPhone?.message}
            {...form.register('frontDeskPhone')}
          />
        </SettingsSection>

        <SettingsSection
          title="Hours and closed days"
          columns="grid-cols-1"
          description={`When ${location.name} is open, day by day. Its receptionist tells callers these hours and books only inside them.`}
        >
          <div>
            <OperatingHours
              legend="Opening hours"
              hours={week}
              describedBy={weekError ? weekErrorId : undefined}
              onChange={(day, change) =>
                form.setValue('week', withDay(form.getValues('week'), day, change), { shouldDirty: true })
              }
            />
            {weekError && (
              <p id={weekErrorId} role="alert" className="mt-2 text-sm font-medium text-destructive">
                {weekError}
              </p>
            )}
          </div>
          <ClosedDaysFields form={form} />
        </SettingsSection>

        <div>
          <Button type="submit" disabled={saving.isPending}>
            <Save aria-hidden="true" />
            {saving.isPending ? 'Saving...' : `Save ${location.name}`}
          </Button>
        </div>
      </form>
    </Card>
  );
}
