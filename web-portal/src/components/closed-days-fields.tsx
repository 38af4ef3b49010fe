import { Button, Input } from '@ringbook/web-shared';
import { Plus, X } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { ClosureRow } from '../lib/location-fields';

type ClosureValues = { closures: ClosureRow[] };

/** The days a location is closed whatever its week says (holidays), each with its reason. The Locations page and
 * Settings edit them with it. */
export function ClosedDaysFields<Values extends ClosureValues>({ form: whole }: { form: UseFormReturn<Values> }) {
  // These fields read and write only the form's closures.
  const form = whole as unknown as UseFormReturn<ClosureValues>;
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
      {errors?.message && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.message}
        </p>
      )}
      <div>
        <Button variant="outline" size="sm" onClick={() => closures.append({ date: '', reason: '' })}>
          <Plus aria-hidden="true" />
          Add a closed day
        </Button>
      </div>
    </fieldset>
  );
}
