import { Button, Input, cn } from '@ringbook/web-shared';
import { Trash2 } from 'lucide-react';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { formatPrice, serviceIdFrom, type ServiceRow, type ServiceRowField } from '../lib/service-rows';
import { ServiceIdField } from './service-id-field';

type ServiceRowListProps = {
  rows: ServiceRow[];
  onChange: Dispatch<SetStateAction<ServiceRow[]>>;
  /** The ID is made from the name when left blank, so a first-time setup can leave it out. */
  showId?: boolean;
  /** A line under a row (where the service differs at a location); nothing when it answers nothing. */
  noteFor?: (row: ServiceRow) => ReactNode;
};

/**
 * The editable service rows (name, duration, buffer, price), each with a remove button. The visible labels are
 * short; each field's accessible name also says which row it is in ("Service 2 price ($)").
 */
export function ServiceRowList({ rows, onChange, showId = true, noteFor }: ServiceRowListProps) {
  const update = (key: number, field: ServiceRowField, value: string) =>
    onChange((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  return (
    <ul className="flex flex-col gap-4">
      {rows.map((row, index) => {
        const n = index + 1;
        const note = noteFor?.(row);
        return (
          <li
            key={row.key}
            aria-label={`Service ${n}`}
            className={cn(
              'grid grid-cols-2 items-end gap-3 rounded-lg border border-border p-4',
              showId ? 'sm:grid-cols-[1fr_2fr_1fr_1fr_1fr_auto]' : 'sm:grid-cols-[2fr_1fr_1fr_1fr_auto]',
            )}
          >
            {showId && (
              <div className="col-span-2 sm:col-span-1">
                <ServiceIdField
                  number={n}
                  value={row.serviceId}
                  saved={row.saved}
                  placeholder={row.name.trim() ? serviceIdFrom(row.name) : 'e.g. haircut'}
                  hint={row.serviceId.trim() ? undefined : 'Left blank, made from the name'}
                  onChange={(value) => update(row.key, 'serviceId', value)}
                />
              </div>
            )}
            <div className="col-span-2 sm:col-span-1">
              <Input
                label="Name"
                aria-label={`Service ${n} name`}
                value={row.name}
                onChange={(e) => update(row.key, 'name', e.target.value)}
              />
            </div>
            <Input
              label="Duration (minutes)"
              aria-label={`Service ${n} duration (minutes)`}
              type="number"
              inputMode="numeric"
              min={1}
              value={row.durationMin}
              onChange={(e) => update(row.key, 'durationMin', e.target.value)}
            />
            <Input
              label="Buffer (minutes)"
              aria-label={`Service ${n} buffer (minutes)`}
              type="number"
              inputMode="numeric"
              min={0}
              value={row.bufferMin}
              onChange={(e) => update(row.key, 'bufferMin', e.target.value)}
            />
            <Input
              label="Price ($)"
              aria-label={`Service ${n} price ($)`}
              type="number"
              inputMode="decimal"
              step={0.01}
              min={0}
              value={row.price}
              onChange={(e) => update(row.key, 'price', e.target.value)}
              onBlur={(e) => update(row.key, 'price', formatPrice(e.target.value))}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove service ${n}`}
              className="mb-1 justify-self-end"
              onClick={() => onChange((current) => current.filter((r) => r.key !== row.key))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
            {note && <div className="col-span-full text-sm text-muted-foreground">{note}</div>}
          </li>
        );
      })}
    </ul>
  );
}
