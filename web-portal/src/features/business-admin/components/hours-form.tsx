import { Button, Spinner, readApiError, toast } from '@ringbook/web-shared';
import { Save } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '../../../lib/zod';
import { useForm } from 'react-hook-form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { useSaveStaffHours, useStaffHours, type HoursSlot } from '../../../lib/api/staff-hours';
import { workingWeekSchema } from '../../../lib/validation/working-hours';
import { WEEKDAYS, adminHoursWording, toDayRows, toHours, type DayRow } from '../utils/week-rows';
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

const weekFormSchema = z.object({ days: workingWeekSchema<DayRow>(adminHoursWording) });

function WeekForm({ staffId, saved }: { staffId: string; saved: HoursSlot[] }) {
  const form = useForm<{ days: DayRow[] }>({
    resolver: zodResolver(weekFormSchema, undefined, { raw: true }),
    defaultValues: { days: toDayRows(saved) },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const saving = useSaveStaffHours({
    onSuccess: () => toast({ title: 'Working hours updated' }),
    onError: (error) =>
      toast({ title: 'Failed to update hours', description: readApiError(error).message, variant: 'destructive' }),
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ days }) => saving.mutate({ staffId, hours: toHours(days) }))}
      className="flex flex-col gap-4"
    >
      <div aria-hidden="true" className="hidden gap-3 px-3.5 text-sm font-medium text-muted-foreground sm:grid sm:grid-cols-[9rem_1fr_1fr]">
        <span>Day</span>
        <span>Start</span>
        <span>End</span>
      </div>
      <ul className="flex flex-col gap-2">
        {WEEKDAYS.map((day, dow) => (
          <DayRowFields key={day} dow={dow} form={form} />
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
