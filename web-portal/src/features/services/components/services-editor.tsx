import { Button, Card, toast } from '@ringbook/web-shared';
import { MapPin, Plus } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { SaveButton } from '../../../components/save-button';
import { ServiceRowList } from '../../../components/service-row-list';
import { ALL_LOCATIONS, useLocationChoice } from '../../../hooks/use-location-choice';
import { useLocationList, type SalonLocation } from '../../../lib/api/locations';
import { useSaveServices, useServices, type Service } from '../../../lib/api/services';
import { showError } from '../../../lib/error-toast';
import { differencesAcross } from '../../../lib/location-menu';
import { emptyRow, serviceRowsSchema, toRow, toServices, type ServiceRow } from '../../../lib/service-rows';
import { LocationMenuForm } from './location-menu-form';

/** The catalogue; with several locations, the switcher's location's menu, or under all of them the catalogue with
 * where each service differs. */
export function ServicesEditor() {
  const { several, location, choose } = useLocationChoice();
  const services = useServices();
  const locations = useLocationList(several);

  if (services.isPending || (several && locations.isPending)) {
    return <Loading>Loading your services...</Loading>;
  }
  if (services.isError || (several && locations.isError)) {
    return <LoadFailed what="your services" />;
  }
  const shown = location ? locations.data?.locations.find((one) => one.id === location) : undefined;
  if (shown) {
    return (
      <LocationMenuForm
        key={shown.id}
        location={shown}
        catalogue={services.data}
        onEditCatalogue={() => choose(ALL_LOCATIONS)}
      />
    );
  }
  return <ServicesForm initial={services.data} locations={several ? locations.data?.locations : undefined} />;
}

const rowsOf = (services: Service[]): ServiceRow[] => (services.length > 0 ? services.map(toRow) : [emptyRow()]);

function ServicesForm({ initial, locations }: { initial: Service[]; locations?: SalonLocation[] }) {
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

  const noteFor = locations && ((row: ServiceRow) => row.saved && <LocationNote locations={locations} row={row} />);

  return (
    <Card className="p-6">
      {locations && (
        <p className="mb-6 text-sm text-muted-foreground">
          The menu every location offers. Choose a location to set what it offers and charges there.
        </p>
      )}
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
                noteFor={noteFor}
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
                <SaveButton saving={saving.isPending}>Save Changes</SaveButton>
              </div>
            </>
          )}
        />
      </form>
    </Card>
  );
}

/** Where a saved service differs at a location; nothing where every location has it as the menu does. */
function LocationNote({ locations, row }: { locations: SalonLocation[]; row: ServiceRow }) {
  const differences = differencesAcross(locations, row.serviceId);
  if (differences.length === 0) return null;
  return (
    <p className="flex items-start gap-1.5" data-testid="location-differences">
      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{differences.join(' · ')}</span>
    </p>
  );
}
