import { Button, Input } from '@ringbook/web-shared';
import { Trash2 } from 'lucide-react';
import type { TimeOffRow } from '../utils/time-off-rows';

type Props = {
  row: TimeOffRow;
  number: number;
  error?: string;
  onChange: (patch: Partial<TimeOffRow>) => void;
  onRemove: () => void;
};

export function TimeOffRowFields({ row, number: n, error, onChange, onRemove }: Props) {
  return (
    <li
      aria-label={`Time off ${n}`}
      className="grid items-start gap-3 rounded-lg border border-border p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.2fr_auto]"
    >
      <Input
        label={`Time off ${n} start`}
        type="datetime-local"
        required
        value={row.start}
        error={error && !row.start ? error : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange({ start: e.target.value })}
      />
      <Input
        label={`Time off ${n} end`}
        type="datetime-local"
        required
        value={row.end}
        error={error && row.start ? error : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange({ end: e.target.value })}
      />
      <Input
        label={`Time off ${n} reason`}
        placeholder="Optional, e.g. Vacation"
        maxLength={200}
        value={row.reason}
        onChange={(e) => onChange({ reason: e.target.value })}
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
