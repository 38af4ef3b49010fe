import { Button, Spinner, readApiError, toast } from '@ringbook/web-shared';
import { Plus, Save } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useSaveServices, useServices, type Service } from '../../../lib/api/services';
import { showError } from '../../../lib/error-toast';
import type { ServiceRowField } from '../../../lib/service-rows';
import {
  NO_SERVICES_YET,
  adminRowsSchema,
  newAdminRow,
  serverRowErrors,
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

const FIELDS: ServiceRowField[] = ['serviceId', 'name', 'durationMin', 'bufferMin', 'price'];

function ServicesForm({ saved }: { saved: Service[] }) {
  const form = useForm<{ rows: AdminServiceRow[] }>({
    resolver: zodResolver(adminRowsSchema),
    defaultValues: { rows: saved.map(toAdminRow) },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const rows = useFieldArray({ control: form.control, name: 'rows', keyName: 'fieldId' });
  const values = form.watch('rows');
  const { errors } = form.formState;

  const saving = useSaveServices({
    onSuccess: (catalogue) => {
      form.reset({ rows: catalogue.map(toAdminRow) });
      toast({ title: 'Saved', description: 'Services updated successfully' });
    },
    onError: (error) => {
      const current = form.getValues('rows');
      for (const [key, found] of Object.entries(serverRowErrors(current, readApiError(error).fields))) {
        const index = current.findIndex((row) => row.key === Number(key));
        for (const [field, message] of Object.entries(found)) {
          form.setError(`rows.${index}.${field as ServiceRowField}`, { type: 'server', message });
        }
      }
      showError(error, 'Failed to save services');
    },
  });

  const update = (index: number, field: ServiceRowField, value: string) => {
    const row = form.getValues(`rows.${index}`);
    const changed =
      field === 'name'
        ? withName(row, value)
        : field === 'serviceId'
          ? { ...row, serviceId: value, idFromName: false }
          : { ...row, [field]: value };
    form.setValue(`rows.${index}`, changed);
  };

  const rowErrors = (index: number): RowErrors => {
    const found = errors.rows?.[index];
    return Object.fromEntries(FIELDS.flatMap((field) => (found?.[field] ? [[field, found[field].message]] : [])));
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((valid) => saving.mutate(toCatalogue(valid.rows)))}
      className="flex flex-col gap-6"
    >
      {rows.fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
          {NO_SERVICES_YET}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {rows.fields.map((field, index) => (
            <ServiceRowFields
              key={field.fieldId}
              row={values[index] ?? field}
              number={index + 1}
              errors={rowErrors(index)}
              onChange={(name, value) => update(index, name, value)}
              onRemove={() => rows.remove(index)}
            />
          ))}
        </ul>
      )}
      {errors.rows && (
        <p role="alert" className="text-sm font-medium text-destructive">
          Please fix the highlighted services before saving.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={() => rows.append(newAdminRow())}>
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
