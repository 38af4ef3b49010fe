import { Button, Spinner, readApiError, toast } from '@ringbook/web-shared';
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { useSaveStaffHours, useStaffHours, type HoursSlot } from '../../../lib/api/staff-hours';
import { dayErrors, toDayRows, toHours, type DayRow } from '../utils/week-rows';
import { DayRowFields } from './day-row-fields';

export function HoursForm({ staffId }: { staffId: string }) {
  const hours = useStaffHours(staffId);
  useFailureToast(hours.isError, 'Failed to fetch hours');

  return (
    <section aria-labelledby="working-hours-heading" className="flex flex-col gap-4">
      <h3 id="working-hours-heading" className="text-lg font-semibold text-foreground">
        Working Hours
      </h3>
      {hours.isPending ? (
        <Loading>Loading working hours...</Loading>
      ) : hours.isError ? (
        <LoadFailed what="these working hours" />
      ) : (
        <WeekForm staffId={staffId} saved={hours.data} />
      )}
    </section>
  );
}

function WeekForm({ staffId, saved }: { staffId: string; saved: HoursSlot[] }) {
  const [rows, setRows] = useState(() => toDayRows(saved));
  const [errors, setErrors] = useState<Record<number, string>>({});

  const saving = useSaveStaffHours({
    onSuccess: () => toast({ title: 'Working hours updated' }),
    onError: (error) =>
      toast({ title: 'Failed to update hours', description: readApiError(error).message, variant: 'destructive' }),
  });

  const change = (dow: number, patch: Partial<DayRow>) =>
    setRows((current) => current.map((row) => (row.dow === dow ? { ...row, ...patch } : row)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = dayErrors(rows);
    setErrors(found);
    if (Object.keys(found).length === 0) saving.mutate({ staffId, hours: toHours(rows) });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div aria-hidden="true" className="hidden gap-3 px-3.5 text-sm font-medium text-muted-foreground sm:grid sm:grid-cols-[9rem_1fr_1fr]">
        <span>Day</span>
        <span>Start</span>
        <span>End</span>
      </div>
      <ul className="flex flex-col gap-2">
        {rows.map((row) => (
          <DayRowFields key={row.dow} row={row} error={errors[row.dow]} onChange={(patch) => change(row.dow, patch)} />
        ))}
      </ul>
      <div>
        <Button type="submit" disabled={saving.isPending}>
          {saving.isPending ? <Spinner /> : <Save aria-hidden="true" />}
          {saving.isPending ? 'Saving...' : 'Save Hours'}
        </Button>
      </div>
    </form>
  );
}
