import { Button, Input } from '@ringbook/web-shared';
import { Trash2 } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { REASON_MAX } from '../../../lib/validation/time-off';
import type { TimeOffRow } from '../utils/time-off-rows';

type Props = {
  index: number;
  form: UseFormReturn<{ rows: TimeOffRow[] }>;
  onRemove: () => void;
};

export function TimeOffRowFields({ index, form, onRemove }: Props) {
  const n = index + 1;
  const problems = form.formState.errors.rows?.[index];
  const error = problems?.start?.message ?? problems?.end?.message;
  const start = form.watch(`rows.${index}.start`);
  return (
    <li
      aria-label={`Time off ${n}`}
      className="grid items-start gap-3 rounded-lg border border-border p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.2fr_auto]"
    >
      <Input
        label={`Time off ${n} start`}
        type="datetime-local"
        required
        error={error && !start ? error : undefined}
        aria-invalid={error ? true : undefined}
        {...form.register(`rows.${index}.start`)}
      />
      <Input
        label={`Time off ${n} end`}
        type="datetime-local"
        required
        error={error && start ? error : undefined}
        aria-invalid={error ? true : undefined}
        {...form.register(`rows.${index}.end`)}
      />
      <Input
        label={`Time off ${n} reason`}
        placeholder="Optional, e.g. Vacation"
        maxLength={REASON_MAX}
        {...form.register(`rows.${index}.reason`)}
      />
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Remove time off ${n}`}
        className="self-end justify-self-end text-destructive hover:bg-destructive/5 lg:mb-1"
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
