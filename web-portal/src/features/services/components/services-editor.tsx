import { Button, Card, Input, Spinner, readApiError, toast } from '@ringbook/web-shared';
import { Plus, Save, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSaveServices, useServices, type Service } from '../api/services';
import { NO_SERVICES, emptyRow, formatPrice, slugify, toRow, toServices, type ServiceRow } from '../utils/service-rows';

export function ServicesEditor() {
  const services = useServices();

  if (services.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner /> Loading your services...
      </p>
    );
  }
  if (services.isError) {
    return <p className="text-destructive">We couldn't load your services. Please refresh the page.</p>;
  }
  return <ServicesForm initial={services.data ?? []} />;
}

type EditableField = 'serviceId' | 'name' | 'durationMin' | 'bufferMin' | 'price';

function ServicesForm({ initial }: { initial: Service[] }) {
  const [rows, setRows] = useState<ServiceRow[]>(() =>
    initial.length > 0 ? initial.map(toRow) : [emptyRow()],
  );
  const [error, setError] = useState<string>();

  const saving = useSaveServices({
    onSuccess: () => toast({ title: 'Saved', description: 'Services updated successfully' }),
    onError: (err) =>
      toast({
        title: 'Error',
        description: readApiError(err).message ?? 'Failed to save services',
        variant: 'destructive',
      }),
  });

  const update = (key: number, field: EditableField, value: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const services = toServices(rows);
    if (services.length === 0) {
      setError(NO_SERVICES);
      return;
    }
    setError(undefined);
    saving.mutate(services);
  };

  return (
    <Card className="p-6">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        {rows.length === 0 && (
          <p className="text-muted-foreground">No services yet. Click "Add Service" to get started.</p>
        )}
        <ul className="flex flex-col gap-4">
          {rows.map((row, index) => {
            const n = index + 1;
            return (
              <li
                key={row.key}
                aria-label={`Service ${n}`}
                className="grid items-end gap-3 rounded-lg border border-border p-4 sm:grid-cols-[1fr_2fr_1fr_1fr_1fr_auto]"
              >
                <Input
                  label={`Service ${n} ID`}
                  placeholder={row.name.trim() ? slugify(row.name) : 'e.g. haircut'}
                  hint={row.serviceId.trim() ? undefined : 'Left blank, made from the name'}
                  value={row.serviceId}
                  onChange={(e) => update(row.key, 'serviceId', e.target.value)}
                />
                <Input
                  label={`Service ${n} name`}
                  value={row.name}
                  onChange={(e) => update(row.key, 'name', e.target.value)}
                />
                <Input
                  label={`Service ${n} duration (minutes)`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={row.durationMin}
                  onChange={(e) => update(row.key, 'durationMin', e.target.value)}
                />
                <Input
                  label={`Service ${n} buffer (minutes)`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  value={row.bufferMin}
                  onChange={(e) => update(row.key, 'bufferMin', e.target.value)}
                />
                <Input
                  label={`Service ${n} price ($)`}
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
                  onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="outline" onClick={() => setRows((current) => [...current, emptyRow()])}>
            <Plus aria-hidden="true" />
            Add Service
          </Button>
          <Button type="submit" disabled={saving.isPending}>
            <Save aria-hidden="true" />
            {saving.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
