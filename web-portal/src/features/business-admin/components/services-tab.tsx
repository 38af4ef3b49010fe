import { Button, Spinner, readApiError, toast } from '@ringbook/web-shared';
import { Plus, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useSaveServices, useServices, type Service } from '../../../lib/api/services';
import { showError } from '../../../lib/error-toast';
import type { ServiceRowField } from '../../../lib/service-rows';
import {
  NO_SERVICES_YET,
  newAdminRow,
  serverRowErrors,
  serviceErrors,
  toAdminRow,
  toCatalogue,
  withName,
  type AdminServiceRow,
  type RowErrors,
} from '../utils/admin-service-rows';
import { AdminCard } from './admin-card';
import { ServiceRowFields } from './service-row-fields';

export function ServicesTab() {
  const services = useServices();
  return (
    <AdminCard title="Services" description="What callers can book, how long it takes and what it costs.">
      {services.isPending ? (
        <Loading>Loading your services...</Loading>
      ) : services.isError ? (
        <LoadFailed what="your services" />
      ) : (
        <ServicesForm saved={services.data ?? []} />
      )}
    </AdminCard>
  );
}

function ServicesForm({ saved }: { saved: Service[] }) {
  const [rows, setRows] = useState<AdminServiceRow[]>(() => saved.map(toAdminRow));
  const [errors, setErrors] = useState<Record<number, RowErrors>>({});

  const saving = useSaveServices({
    onSuccess: (catalogue) => {
      setRows(catalogue.map(toAdminRow));
      toast({ title: 'Saved', description: 'Services updated successfully' });
    },
    onError: (error) => {
      setErrors(serverRowErrors(rows, readApiError(error).fields));
      showError(error, 'Failed to save services');
    },
  });

  const update = (key: number, field: ServiceRowField, value: string) =>
    setRows((current) =>
      current.map((row) => {
        if (row.key !== key) return row;
        if (field === 'name') return withName(row, value);
        return field === 'serviceId' ? { ...row, serviceId: value, idFromName: false } : { ...row, [field]: value };
      }),
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = serviceErrors(rows);
    setErrors(found);
    if (Object.keys(found).length === 0) saving.mutate(toCatalogue(rows));
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
          {NO_SERVICES_YET}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {rows.map((row, index) => (
            <ServiceRowFields
              key={row.key}
              row={row}
              number={index + 1}
              errors={errors[row.key] ?? {}}
              onChange={(field, value) => update(row.key, field, value)}
              onRemove={() => setRows((current) => current.filter((r) => r.key !== row.key))}
            />
          ))}
        </ul>
      )}
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="text-sm font-medium text-destructive">
          Please fix the highlighted services before saving.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={() => setRows((current) => [...current, newAdminRow()])}>
          <Plus aria-hidden="true" />
          Add Service
        </Button>
        <Button type="submit" disabled={saving.isPending}>
          {saving.isPending ? <Spinner /> : <Save aria-hidden="true" />}
          {saving.isPending ? 'Saving...' : 'Save Services'}
        </Button>
      </div>
    </form>
  );
}
