import { useId } from 'react';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { withDay, type OpeningWeek } from '../lib/opening-hours';
import { OperatingHours } from './operating-hours';

type WeekValues = { week: OpeningWeek };

/** A location's opening hours, day by day, with what is wrong with them. The Locations page and Settings edit
 * them with it. */
export function OpeningWeekField<Values extends WeekValues>({ form: whole }: { form: UseFormReturn<Values> }) {
  // These fields read and write only the form's week.
  const form = whole as unknown as UseFormReturn<WeekValues>;
  const week = form.watch('week');
  const weekErrorId = useId();
  // The week is keyed by day, so its error's type would read `message` as a day's: the message is the week's.
  const weekError = (form.formState.errors.week as FieldError | undefined)?.message;
  return (
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
  );
}
