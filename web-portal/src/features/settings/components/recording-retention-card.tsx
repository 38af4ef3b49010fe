import { Card, Select, readApiError, toast } from '@ringbook/web-shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { SaveButton } from '../../../components/save-button';
import { z } from '../../../lib/zod';
import { useRecordingRetention, useSaveRecordingRetention } from '../api/recording-retention';

export const RETENTION_CHOICES = [7, 30, 90, 180, 365];

export function retentionLabel(days: number) {
  if (days === 365) return '1 year';
  return days === 1 ? '1 day' : `${days} days`;
}

/** How long call recordings are kept; older ones are deleted and the call log says so. */
export function RecordingRetentionCard() {
  const retention = useRecordingRetention();
  return (
    <Card className="mt-6 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-foreground">Call recordings</h2>
      <p className="mt-1 mb-4 text-sm text-muted-foreground">
        Recordings older than this are deleted. The calls stay in your call log.
      </p>
      {retention.isPending ? (
        <Loading>Loading your recording settings...</Loading>
      ) : retention.isError ? (
        <LoadFailed what="your recording settings" />
      ) : (
        <RetentionForm saved={retention.data.days} />
      )}
    </Card>
  );
}

/** One of the offered choices, as the select gives it: a number of days. */
const retentionSchema = z.object({ days: z.string().transform(Number) });

function RetentionForm({ saved }: { saved: number }) {
  const form = useForm<z.input<typeof retentionSchema>, unknown, z.output<typeof retentionSchema>>({
    resolver: zodResolver(retentionSchema),
    defaultValues: { days: String(saved) },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const save = useSaveRecordingRetention({
    onSuccess: () => {
      const kept = retentionLabel(Number(form.getValues('days')));
      toast({ title: 'Saved', description: `Recordings are kept for ${kept}` });
    },
    onError: (failure) =>
      form.setError('days', {
        type: 'server',
        message: readApiError(failure).message ?? "We couldn't save this. Please try again.",
      }),
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ days }) => save.mutate({ days }))}
      className="flex flex-col gap-4 sm:flex-row sm:items-end"
    >
      <div className="sm:w-64">
        <Select
          label="Keep recordings for"
          options={choices(saved)}
          error={form.formState.errors.days?.message}
          {...form.register('days')}
        />
      </div>
      <SaveButton saving={save.isPending}>Save</SaveButton>
    </form>
  );
}

// The usual choices, plus an unusual saved value (say 45 days) so it is shown rather than replaced.
function choices(saved: number) {
  const days = new Set(RETENTION_CHOICES);
  if (saved > 0) days.add(saved);
  return [...days].sort((a, b) => a - b).map((d) => ({ value: String(d), label: retentionLabel(d) }));
}
