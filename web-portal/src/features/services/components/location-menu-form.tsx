import { Badge, Button, Card, Checkbox, Input, readApiError, toast } from '@ringbook/web-shared';
import { MapPin } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { SaveButton } from '../../../components/save-button';
import { useLocationMenuForm } from '../../../hooks/use-location-menu-form';
import { useSaveLocationMenu, type LocationService, type SalonLocation } from '../../../lib/api/locations';
import type { Service } from '../../../lib/api/services';
import { formatDollars } from '../../../lib/format';
import { menuDifferencesOf, menuRowsOf, ownTerms, type MenuValues } from '../../../lib/location-menu';

type LocationMenuFormProps = {
  location: SalonLocation;
  /** The business's catalogue: each service's usual price and length, shown beside the location's. */
  catalogue: Service[];
  /** Shows the business's catalogue, where services are added, renamed and priced for every location. */
  onEditCatalogue: () => void;
};

/** The catalogue at one location: whether it offers each service, and its own price and length where they
 * differ. */
export function LocationMenuForm({ location, catalogue, onEditCatalogue }: LocationMenuFormProps) {
  const form = useLocationMenuForm(location.services);
  const saving = useSaveLocationMenu({
    onSuccess: (saved) => {
      form.reset(menuRowsOf(saved.services));
      toast({ title: 'Saved', description: `${saved.name}'s services are up to date.` });
    },
    onError: (error) =>
      toast({ title: "Couldn't save the services", description: readApiError(error).message, variant: 'destructive' }),
  });

  return (
    <Card className="p-4 sm:p-6">
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="text-sm text-muted-foreground">
          What {location.name} offers. Leave a price or length empty to charge what your menu says everywhere. New
          services, names and the usual prices are set on the menu for all locations.
        </p>
        <Button type="button" variant="outline" className="shrink-0" onClick={onEditCatalogue}>
          Edit the Menu
        </Button>
      </div>
      {location.services.length === 0 ? (
        <p className="text-muted-foreground">Your menu has no services yet. Add them on the menu for all locations.</p>
      ) : (
        <form
          noValidate
          onSubmit={form.handleSubmit((values) =>
            saving.mutate({ id: location.id, services: menuDifferencesOf(values) }),
          )}
          className="flex flex-col gap-6"
        >
          <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
            {location.services.map((service, index) => (
              <MenuRowFields
                key={service.serviceId}
                location={location}
                service={service}
                usual={catalogue.find((one) => one.serviceId === service.serviceId)}
                index={index}
                form={form}
              />
            ))}
          </ul>
          <div>
            <SaveButton saving={saving.isPending}>Save Changes</SaveButton>
          </div>
        </form>
      )}
    </Card>
  );
}

type MenuRowFieldsProps = {
  location: SalonLocation;
  service: LocationService;
  usual: Service | undefined;
  index: number;
  form: UseFormReturn<MenuValues>;
};

function MenuRowFields({ location, service, usual, index, form }: MenuRowFieldsProps) {
  const errors = form.formState.errors.rows?.[index];
  const here = location.name;
  // Where the location has its own terms, its `price` and `durationMin` are those: the menu's are the catalogue's.
  const menuPrice = usual?.price ?? (service.ownPrice === null ? service.price : undefined);
  const menuLength = usual?.durationMin ?? (service.ownDurationMin === null ? service.durationMin : undefined);
  const own = ownTerms(service);
  return (
    <li aria-label={service.name} className="grid grid-cols-2 items-start gap-3 p-3 sm:grid-cols-[1fr_9rem_9rem] sm:p-4">
      <div className="col-span-2 flex flex-col items-start gap-2 sm:col-span-1">
        <p className="font-medium text-foreground">{service.name}</p>
        <p className="text-sm text-muted-foreground">
          Menu: {[menuPrice === undefined ? '' : formatDollars(menuPrice), menuLength ? `${menuLength} min` : '']
            .filter(Boolean)
            .join(', ')}
        </p>
        {!service.offered ? (
          <Badge tone="neutral">
            <MapPin aria-hidden="true" />
            Not offered at {here}
          </Badge>
        ) : (
          own && (
            <Badge tone="accent">
              <MapPin aria-hidden="true" />
              {own} at {here}
            </Badge>
          )
        )}
        <Checkbox label={`Offered at ${here}`} {...form.register(`rows.${index}.offered`)} />
      </div>
      <Input
        label={`Price at ${here}`}
        aria-label={`${service.name} price at ${here}`}
        inputMode="decimal"
        placeholder={menuPrice === undefined ? '' : String(menuPrice)}
        error={errors?.price?.message}
        {...form.register(`rows.${index}.price`)}
      />
      <Input
        label={`Minutes at ${here}`}
        aria-label={`${service.name} minutes at ${here}`}
        inputMode="numeric"
        placeholder={menuLength === undefined ? '' : String(menuLength)}
        error={errors?.durationMin?.message}
        {...form.register(`rows.${index}.durationMin`)}
      />
    </li>
  );
}
