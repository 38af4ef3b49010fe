import { Button, Input, readApiError, toast } from '@ringbook/web-shared';
import { CalendarOff, Plus, Trash2 } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Loading } from '../../../components/load-state';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { todayIn } from '../../../lib/zoned-time';
import { useSaveStaffTimeOff, useStaffTimeOff, type TimeOffRange } from '../../../lib/api/staff-timeoff';
import { REASON_MAX, timeOffSchema, type TimeOffInput } from '../../../lib/validation/time-off';
import { describeTimeOff, draftOptions, toDraft, toTimeOffRange } from '../utils/time-off';

const EMPTY: TimeOffInput = { start: '', end: '', reason: '' };

type TimeOffEditorProps = { staffId: string; timeZone: string };

/** Current and upcoming time off; adding or removing a range saves at once. */
export function TimeOffEditor({ staffId, timeZone }: TimeOffEditorProps) {
  const timeOff = useStaffTimeOff(staffId);
  useFailureToast(timeOff.isError, 'Failed to fetch time off');

  if (timeOff.isPending) {
    return (
      <Loading>Loading time off...</Loading>
    );
  }
  if (timeOff.isError) {
    return <p className="text-destructive">We couldn't load the time off. Please try again.</p>;
  }
  return <TimeOffManager staffId={staffId} timeZone={timeZone} ranges={timeOff.data} />;
}

function TimeOffManager({ staffId, timeZone, ranges }: TimeOffEditorProps & { ranges: TimeOffRange[] }) {
  const today = todayIn(timeZone);
  const form = useForm<TimeOffInput>({
    resolver: zodResolver(timeOffSchema(draftOptions(today)), undefined, { raw: true }),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const error = errors.start?.message ?? errors.end?.message;
  const startDate = form.watch('start');
  const invalidWhenEmpty = (value: string) => (error && !value ? true : undefined);

  const saving = useSaveStaffTimeOff({
    onSuccess: () => toast({ title: 'Time off updated' }),
    onError: (err) =>
      toast({ title: 'Failed to update time off', description: readApiError(err).message, variant: 'destructive' }),
  });

  const save = (next: TimeOffRange[], onSaved?: () => void) =>
    saving.mutate({ staffId, ranges: next }, { onSuccess: onSaved });

  const onAdd = (draft: TimeOffInput) =>
    save([...ranges, toTimeOffRange(toDraft(draft), timeZone)], () => form.reset(EMPTY));

  return (
    <div className="flex flex-col gap-6">
      {ranges.length === 0 ? (
        <p className="flex items-center gap-2 text-muted-foreground">
          <CalendarOff className="size-5" aria-hidden="true" />
          No time off coming up.
        </p>
      ) : (
        <ul aria-label="Time off" className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {ranges.map((range, index) => {
            const when = describeTimeOff(range, timeZone);
            return (
              <li key={`${range.timeMin}-${range.timeMax}-${index}`} className="flex items-center gap-3 p-3">
                <div className="flex min-w-0 flex-1 flex-col">
                  <p className="font-medium text-foreground tabular-nums">{when}</p>
                  {range.reason && <p className="truncate text-sm text-muted-foreground">{range.reason}</p>}
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-destructive"
                  aria-label={`Remove time off ${when}`}
                  disabled={saving.isPending}
                  onClick={() => save(ranges.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}

      <form noValidate onSubmit={form.handleSubmit(onAdd)} aria-label="Add time off" className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-[1fr_1fr_2fr]">
          <Input
            label="Start date"
            type="date"
            min={today}
            aria-invalid={invalidWhenEmpty(startDate)}
            {...form.register('start')}
          />
          <Input
            label="End date"
            type="date"
            min={startDate || today}
            aria-invalid={invalidWhenEmpty(form.watch('end'))}
            {...form.register('end')}
          />
          <div className="col-span-2 sm:col-span-1">
            <Input
              label="Reason (optional)"
              placeholder="e.g. Vacation"
              maxLength={REASON_MAX}
              {...form.register('reason')}
            />
          </div>
        </div>
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={saving.isPending}>
            <Plus aria-hidden="true" />
            {saving.isPending ? 'Saving...' : 'Add Time Off'}
          </Button>
          <p className="text-sm text-muted-foreground">Whole days, in the salon's time zone.</p>
        </div>
      </form>
    </div>
  );
}
