import { Button, Spinner, readApiError, toast } from '@ringbook/web-shared';
import { Plus, Save } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '../../../lib/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { useSaveStaffTimeOff, useStaffTimeOff, type TimeOffRange } from '../../../lib/api/staff-timeoff';
import { timeOffSchema } from '../../../lib/validation/time-off';
import { ROW_OPTIONS, emptyTimeOffRow, toRanges, toTimeOffRow, type TimeOffRow } from '../utils/time-off-rows';
import { TimeOffRowFields } from './time-off-row-fields';

type Props = { staffId: string; timeZone: string };

export function TimeOffForm({ staffId, timeZone }: Props) {
  const timeOff = useStaffTimeOff(staffId);
  useFailureToast(timeOff.isError, 'Failed to fetch time off');

  return (
    <section aria-labelledby="time-off-heading" className="flex flex-col gap-4 border-t border-border pt-8">
      <div>
        <h3 id="time-off-heading" className="text-lg font-semibold text-foreground">
          Time Off
        </h3>
        <p className="text-sm text-muted-foreground">Dates and times are in the salon's time zone ({timeZone}).</p>
      </div>
      {timeOff.isPending ? (
        <Loading>Loading time off...</Loading>
      ) : timeOff.isError ? (
        <LoadFailed what="this time off" />
      ) : (
        <RangesForm staffId={staffId} timeZone={timeZone} saved={timeOff.data} />
      )}
    </section>
  );
}

const rangesSchema = z.object({ rows: z.array(timeOffSchema(ROW_OPTIONS)) });

function RangesForm({ staffId, timeZone, saved }: Props & { saved: TimeOffRange[] }) {
  const form = useForm<{ rows: TimeOffRow[] }>({
    resolver: zodResolver(rangesSchema, undefined, { raw: true }),
    defaultValues: { rows: saved.map((range) => toTimeOffRow(range, timeZone)) },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });

  const saving = useSaveStaffTimeOff({
    onSuccess: () => toast({ title: 'Time off updated' }),
    onError: (error) =>
      toast({ title: 'Failed to update time off', description: readApiError(error).message, variant: 'destructive' }),
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => saving.mutate({ staffId, ranges: toRanges(values.rows, timeZone) }))}
      className="flex flex-col gap-4"
    >
      {rows.fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-muted-foreground">No time off planned.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.fields.map((row, index) => (
            <TimeOffRowFields key={row.id} index={index} form={form} onRemove={() => rows.remove(index)} />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => rows.append(emptyTimeOffRow())}>
          <Plus aria-hidden="true" />
          Add Time Off
        </Button>
        <Button type="submit" disabled={saving.isPending}>
          {saving.isPending ? <Spinner /> : <Save aria-hidden="true" />}
          {saving.isPending ? 'Saving...' : 'Save Time Off'}
        </Button>
      </div>
    </form>
  );
}
