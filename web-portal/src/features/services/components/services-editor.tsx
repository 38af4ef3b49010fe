import { Button, Card, Spinner, readApiError, toast } from '@ringbook/web-shared';
import { Plus, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSaveServices, useServices, type Service } from '../api/services';
import { NO_SERVICES, emptyRow, toRow, toServices, type ServiceRow } from '../utils/service-rows';
import { ServiceRowList } from './service-row-list';

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
        <ServiceRowList rows={rows} onChange={setRows} />
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
