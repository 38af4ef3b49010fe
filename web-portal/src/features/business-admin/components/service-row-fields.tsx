import { Button, Input } from '@ringbook/web-shared';
import { Trash2 } from 'lucide-react';
import { ServiceIdField } from '../../../components/service-id-field';
import { formatPrice, type ServiceRowField } from '../../../lib/service-rows';
import { MIN_DURATION, type AdminServiceRow, type RowErrors } from '../utils/admin-service-rows';

type Props = {
  row: AdminServiceRow;
  number: number;
  errors: RowErrors;
  onChange: (field: ServiceRowField, value: string) => void;
  onRemove: () => void;
};

export function ServiceRowFields({ row, number: n, errors, onChange, onRemove }: Props) {
  return (
    <li
      aria-label={`Service ${n}`}
      className="grid items-start gap-3 rounded-lg border border-border p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1.5fr_0.8fr_0.8fr_0.8fr_auto]"
    >
      <ServiceIdField
        number={n}
        value={row.serviceId}
        saved={row.saved}
        placeholder="e.g. haircut"
        hint={row.idFromName ? 'Made from the name' : undefined}
        error={errors.serviceId}
        onChange={(value) => onChange('serviceId', value)}
      />
      <Input
        label="Name"
        aria-label={`Service ${n} name`}
        required
        value={row.name}
        error={errors.name}
        onChange={(e) => onChange('name', e.target.value)}
      />
      <Input
        label="Duration (minutes)"
        aria-label={`Service ${n} duration (minutes)`}
        type="number"
        inputMode="numeric"
        required
        min={MIN_DURATION}
        value={row.durationMin}
        error={errors.durationMin}
        onChange={(e) => onChange('durationMin', e.target.value)}
      />
      <Input
        label="Price ($)"
        aria-label={`Service ${n} price ($)`}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        placeholder="0.00"
        value={row.price}
        error={errors.price}
        onChange={(e) => onChange('price', e.target.value)}
        onBlur={(e) => onChange('price', formatPrice(e.target.value))}
      />
      <Input
        label="Buffer (minutes)"
        aria-label={`Service ${n} buffer (minutes)`}
        type="number"
        inputMode="numeric"
        min={0}
        value={row.bufferMin}
        error={errors.bufferMin}
        onChange={(e) => onChange('bufferMin', e.target.value)}
      />
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Remove service ${n}`}
        className="self-end justify-self-end text-destructive hover:bg-destructive/5 lg:mb-1"
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
