import { Button, Card, toast } from '@ringbook/web-shared';
import { Plus, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { ServiceRowList } from '../../../components/service-row-list';
import { useSaveServices, useServices, type Service } from '../../../lib/api/services';
import { showError } from '../../../lib/error-toast';
import { catalogueOf, emptyRow, toRow, type ServiceRow } from '../../../lib/service-rows';

export function ServicesEditor() {
  const services = useServices();

  if (services.isPending) {
    return (
      <Loading>Loading your services...</Loading>
    );
  }
  if (services.isError) {
    return <LoadFailed what="your services" />;
  }
  return <ServicesForm initial={services.data ?? []} />;
}

function ServicesForm({ initial }: { initial: Service[] }) {
  const [rows, setRows] = useState<ServiceRow[]>(() =>
    initial.length > 0 ? initial.map(toRow) : [emptyRow()],
  );
  const [error, setError] = useState<string>();

  const saving = useSaveServices({
    onSuccess: (catalogue) => {
      setRows(catalogue.length > 0 ? catalogue.map(toRow) : [emptyRow()]);
      toast({ title: 'Saved', description: 'Services updated successfully' });
    },
    onError: (err) => showError(err, 'Failed to save services'),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { services, problem } = catalogueOf(rows);
    setError(problem);
    if (!problem) saving.mutate(services);
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
