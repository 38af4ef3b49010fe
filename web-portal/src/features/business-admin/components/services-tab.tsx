import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Spinner,
  readApiError,
  toast,
} from '@ringbook/web-shared';
import { Plus, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSaveServices, useServices, type Service } from '../../services/api/services';
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
import { LoadFailed, Loading } from './load-state';
import { ServiceRowFields, type RowField } from './service-row-fields';

export function ServicesTab() {
  const services = useServices();
  return (
    <Card>
      <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
        <CardTitle>Services</CardTitle>
        <CardDescription>What callers can book, how long it takes and what it costs.</CardDescription>
      </CardHeader>
      <CardContent className="p-4 sm:p-6">
        {services.isPending ? (
          <Loading>Loading your services...</Loading>
        ) : services.isError ? (
          <LoadFailed what="your services" />
        ) : (
          <ServicesForm saved={services.data ?? []} />
        )}
      </CardContent>
    </Card>
  );
}

function ServicesForm({ saved }: { saved: Service[] }) {
  const [rows, setRows] = useState<AdminServiceRow[]>(() => saved.map(toAdminRow));
  const [errors, setErrors] = useState<Record<number, RowErrors>>({});

  const saving = useSaveServices({
    onSuccess: () => toast({ title: 'Saved', description: 'Services updated successfully' }),
    onError: (error) => {
      const { message, fields } = readApiError(error);
      setErrors(serverRowErrors(rows, fields));
      toast({ title: 'Error', description: message ?? 'Failed to save services', variant: 'destructive' });
    },
  });

  const update = (key: number, field: RowField, value: string) =>
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
