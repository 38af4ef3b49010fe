import { readApiError, toast } from '@ringbook/web-shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ClosedDaysFields } from '../../../components/closed-days-fields';
import { OpeningWeekField } from '../../../components/opening-week-field';
import { SaveButton } from '../../../components/save-button';
import { useLiveErrors } from '../../../hooks/use-live-errors';
import { useSaveLocationDetails, type SalonLocation } from '../../../lib/api/locations';
import { openingSchema, type OpeningValues } from '../../../lib/location-fields';
import { openingDetails, openingOf } from '../utils/location-form';
import { showFieldErrors } from '../utils/server-errors';

/** A location's opening hours and the days it is closed. */
export function LocationHoursForm({ location }: { location: SalonLocation }) {
  const form = useForm<OpeningValues>({
    resolver: zodResolver(openingSchema, undefined, { raw: true }),
    defaultValues: openingOf(location),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  useLiveErrors(form);
  const saving = useSaveLocationDetails({
    onSuccess: (saved) => {
      form.reset(openingOf(saved));
      toast({ title: 'Hours saved', description: `Callers hear ${saved.name}'s new hours from now on.` });
    },
    onError: (error) => {
      if (!showFieldErrors(form, error, ['week', 'closures'])) {
        toast({ title: "Couldn't save the hours", description: readApiError(error).message, variant: 'destructive' });
      }
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => saving.mutate({ id: location.id, details: openingDetails(values) }))}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-6">
        <OpeningWeekField form={form} />
        <ClosedDaysFields form={form} />
      </div>
      <div>
        <SaveButton saving={saving.isPending}>Save Hours</SaveButton>
      </div>
    </form>
  );
}
