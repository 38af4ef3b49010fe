import { Button, Input } from '@ringbook/web-shared';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, type FieldError, type UseFormReturn } from 'react-hook-form';
import { OperatingHours } from '../../../components/operating-hours';
import { withDay } from '../../../lib/opening-hours';
import type { OpeningValues } from '../utils/location-form';

type LocationOpeningFieldsProps = {
  form: UseFormReturn<OpeningValues>;
  /** The days it is closed whatever the week says; a new location adds them later. */
  withClosures?: boolean;
};

export function LocationOpeningFields({ form, withClosures = true }: LocationOpeningFieldsProps) {
  const week = form.watch('week');
  const weekErrorId = useId();
  // The week is keyed by day, so its error's type would read `message` as a day's: the message is the week's.
  const weekError = (form.formState.errors.week as FieldError | undefined)?.message;
  return (
    <div className="flex flex-col gap-6">
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
      {withClosures && <ClosureFields form={form} />}
    </div>
  );
}

function ClosureFields({ form }: { form: UseFormReturn<OpeningValues> }) {
  const closures = useFieldArray({ control: form.control, name: 'closures' });
  const errors = form.formState.errors.closures;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-foreground">Closed days</legend>
      <p className="text-sm text-muted-foreground">
        Holidays and other days you're closed. Your receptionist tells callers and books nobody in.
      </p>
      {closures.fields.length === 0 && <p className="text-sm text-muted-foreground">No closed days coming up.</p>}
      <ul className="flex flex-col gap-3">
        {closures.fields.map((closure, index) => (
          <li key={closure.id} className="grid grid-cols-[1fr_auto] items-end gap-3 sm:grid-cols-[12rem_1fr_auto]">
            <Input
              type="date"
              label={`Closed day ${index + 1}`}
              error={errors?.[index]?.date?.message}
              {...form.register(`closures.${index}.date`)}
            />
            <div className="col-span-2 row-start-2 sm:col-span-1 sm:row-start-auto">
              <Input
                label={`Reason ${index + 1}`}
                placeholder="Thanksgiving"
                {...form.register(`closures.${index}.reason`)}
              />
            </div>
            <Button
              variant="ghost"
              size="icon"
              className="col-start-2 row-start-1 mb-0.5 text-muted-foreground sm:col-start-auto sm:row-start-auto"
              aria-label={`Remove closed day ${index + 1}`}
              onClick={() => closures.remove(index)}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <Button variant="outline" size="sm" onClick={() => closures.append({ date: '', reason: '' })}>
          <Plus aria-hidden="true" />
          Add a closed day
        </Button>
      </div>
    </fieldset>
  );
}
