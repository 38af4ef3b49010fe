import { Button, Card, toast } from '@ringbook/web-shared';
import { Plus, Save } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { ServiceRowList } from '../../../components/service-row-list';
import { useSaveServices, useServices, type Service } from '../../../lib/api/services';
import { showError } from '../../../lib/error-toast';
import { emptyRow, serviceRowsSchema, toRow, toServices, type ServiceRow } from '../../../lib/service-rows';

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

const rowsOf = (services: Service[]): ServiceRow[] => (services.length > 0 ? services.map(toRow) : [emptyRow()]);

function ServicesForm({ initial }: { initial: Service[] }) {
  const form = useForm<{ rows: ServiceRow[] }>({
    resolver: zodResolver(serviceRowsSchema),
    defaultValues: { rows: rowsOf(initial) },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const error = form.formState.errors.rows?.message;

  const saving = useSaveServices({
    onSuccess: (catalogue) => {
      form.reset({ rows: rowsOf(catalogue) });
      toast({ title: 'Saved', description: 'Services updated successfully' });
    },
    onError: (err) => showError(err, 'Failed to save services'),
  });

  return (
    <Card className="p-6">
      <form
        noValidate
        onSubmit={form.handleSubmit(({ rows }) => saving.mutate(toServices(rows)))}
        className="flex flex-col gap-6"
      >
        <Controller
          control={form.control}
          name="rows"
          render={({ field }) => (
            <>
              {field.value.length === 0 && (
                <p className="text-muted-foreground">No services yet. Click "Add Service" to get started.</p>
              )}
              <ServiceRowList
                rows={field.value}
                onChange={(change) => field.onChange(typeof change === 'function' ? change(field.value) : change)}
              />
              {error && (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {error}
                </p>
              )}
              <div className="flex flex-wrap gap-3">
                <Button type="button" variant="outline" onClick={() => field.onChange([...field.value, emptyRow()])}>
                  <Plus aria-hidden="true" />
                  Add Service
                </Button>
                <Button type="submit" disabled={saving.isPending}>
                  <Save aria-hidden="true" />
                  {saving.isPending ? 'Saving...' : 'Save Changes'}
                </Button>
              </div>
            </>
          )}
        />
      </form>
    </Card>
  );
}
