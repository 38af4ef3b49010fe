import { Button, Spinner, readApiError, toast } from '@ringbook/web-shared';
import { Plus, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { useSaveStaffTimeOff, useStaffTimeOff, type TimeOffRange } from '../../../lib/api/staff-timeoff';
import { emptyTimeOffRow, timeOffErrors, toRanges, toTimeOffRow, type TimeOffRow } from '../utils/time-off-rows';
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

function RangesForm({ staffId, timeZone, saved }: Props & { saved: TimeOffRange[] }) {
  const [rows, setRows] = useState(() => saved.map((range) => toTimeOffRow(range, timeZone)));
  const [errors, setErrors] = useState<Record<number, string>>({});

  const saving = useSaveStaffTimeOff({
    onSuccess: () => toast({ title: 'Time off updated' }),
    onError: (error) =>
      toast({ title: 'Failed to update time off', description: readApiError(error).message, variant: 'destructive' }),
  });

  const change = (key: number, patch: Partial<TimeOffRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = timeOffErrors(rows, timeZone);
    setErrors(found);
    if (Object.keys(found).length === 0) saving.mutate({ staffId, ranges: toRanges(rows, timeZone) });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-muted-foreground">No time off planned.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.map((row, index) => (
            <TimeOffRowFields
              key={row.key}
              row={row}
              number={index + 1}
              error={errors[row.key]}
              onChange={(patch) => change(row.key, patch)}
              onRemove={() => setRows((current) => current.filter((r) => r.key !== row.key))}
            />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => setRows((current) => [...current, emptyTimeOffRow()])}>
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
