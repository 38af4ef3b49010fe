import { Checkbox, cn } from '@ringbook/web-shared';
import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { WEEKDAYS } from '../../../lib/validation/working-hours';
import type { StaffValues } from '../utils/staff-days';

const timeClasses = cn(
  'h-10 w-full min-w-0 rounded-lg border border-input bg-background px-2 text-base text-foreground',
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:opacity-50',
);

type StaffMemberDaysProps = {
  form: UseFormReturn<StaffValues>;
  index: number;
  title: string | null;
  locationName: string;
  /** Booking's refusal of this member's week there (hours that overlap theirs elsewhere). */
  refusal: string | undefined;
};

/** One member at the location: whether they work there, then each day it is open, ticked, with their times. */
export function StaffMemberDays({ form, index, title, locationName, refusal }: StaffMemberDaysProps) {
  const refusalId = useId();
  const row = form.watch(`members.${index}`);
  const errors = form.formState.errors.members?.[index];
  return (
    <li className={cn('flex flex-col gap-3 p-3 sm:p-4', refusal && 'bg-destructive/5')} data-testid="staff-at-location">
      <Checkbox
        label={row.name}
        description={title ?? undefined}
        aria-label={`${row.name} works at ${locationName}`}
        error={errors?.works?.message}
        {...form.register(`members.${index}.works`)}
      />
      {row.works && (
        <fieldset className="flex flex-col gap-2 sm:pl-8" aria-describedby={refusal ? refusalId : undefined}>
          <legend className="sr-only">{`Days ${row.name} works at ${locationName}`}</legend>
          <ul className="flex flex-col gap-2">
            {row.days.map((day, dayIndex) => {
              const name = WEEKDAYS[day.dow]!;
              const error = errors?.days?.[dayIndex]?.end?.message;
              return (
                <li key={day.dow} className="grid grid-cols-2 items-center gap-x-3 gap-y-2 sm:grid-cols-[9rem_minmax(0,11rem)_minmax(0,11rem)]">
                  <Checkbox
                    label={name}
                    aria-label={`${row.name} works ${name}`}
                    className="col-span-2 sm:col-span-1"
                    {...form.register(`members.${index}.days.${dayIndex}.on`)}
                  />
                  <input
                    type="time"
                    aria-label={`${row.name} starts on ${name}`}
                    disabled={!day.on}
                    aria-invalid={error ? true : undefined}
                    className={timeClasses}
                    {...form.register(`members.${index}.days.${dayIndex}.start`)}
                  />
                  <input
                    type="time"
                    aria-label={`${row.name} finishes on ${name}`}
                    disabled={!day.on}
                    aria-invalid={error ? true : undefined}
                    className={timeClasses}
                    {...form.register(`members.${index}.days.${dayIndex}.end`)}
                  />
                  {error && <p className="col-span-2 text-sm font-medium text-destructive sm:col-span-3">{error}</p>}
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {refusal && (
        <p
          id={refusalId}
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-background p-3 text-sm font-medium text-destructive"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{refusal}</span>
        </p>
      )}
    </li>
  );
}
