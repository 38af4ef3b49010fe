import { Checkbox, Input, readApiError, toast } from '@ringbook/web-shared';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { SaveButton } from '../../../components/save-button';
import { useLocationMenuForm } from '../../../hooks/use-location-menu-form';
import { useSaveLocationMenu, type LocationService, type SalonLocation } from '../../../lib/api/locations';
import { formatDollars } from '../../../lib/format';
import { menuDifferencesOf, menuRowsOf, type MenuValues } from '../../../lib/location-menu';

type LocationPricesFormProps = {
  location: SalonLocation;
  submitLabel?: string;
  onSaved?: (saved: SalonLocation) => void;
  /** Shown beside the save button (the add flow's "Skip"). */
  extraAction?: ReactNode;
};

/** The catalogue at one location: whether it is offered there, and a price or length of its own. */
export function LocationPricesForm({
  location,
  submitLabel = 'Save Prices',
  onSaved,
  extraAction,
}: LocationPricesFormProps) {
  const form = useLocationMenuForm(location.services);
  const saving = useSaveLocationMenu({
    onSuccess: (saved) => {
      form.reset(menuRowsOf(saved.services));
      toast({ title: 'Prices saved', description: `${saved.name} charges what you set here.` });
      onSaved?.(saved);
    },
    onError: (error) =>
      toast({ title: "Couldn't save the prices", description: readApiError(error).message, variant: 'destructive' }),
  });

  if (location.services.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-muted-foreground">
          Your menu has no services yet. Once it has, you can set what they cost here.
        </p>
        {extraAction}
      </div>
    );
  }

  const onSubmit = (values: MenuValues) => saving.mutate({ id: location.id, services: menuDifferencesOf(values) });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Leave a price or length empty to charge what your menu says everywhere.
      </p>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {location.services.map((service, index) => (
          <PriceRowFields key={service.serviceId} service={service} index={index} form={form} />
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <SaveButton saving={saving.isPending}>{submitLabel}</SaveButton>
        {extraAction}
      </div>
    </form>
  );
}

type PriceRowFieldsProps = { service: LocationService; index: number; form: UseFormReturn<MenuValues> };

function PriceRowFields({ service, index, form }: PriceRowFieldsProps) {
  const errors = form.formState.errors.rows?.[index];
  const menuPrice = service.ownPrice === null ? service.price : undefined;
  const menuLength = service.ownDurationMin === null ? service.durationMin : undefined;
  return (
    <li className="grid grid-cols-2 items-start gap-3 p-3 sm:grid-cols-[1fr_9rem_9rem] sm:p-4">
      <div className="col-span-2 flex flex-col gap-1 sm:col-span-1">
        <p className="font-medium text-foreground">{service.name}</p>
        <Checkbox
          label="Offered here"
          aria-label={`${service.name} offered here`}
          {...form.register(`rows.${index}.offered`)}
        />
      </div>
      <Input
        label={`${service.name} price`}
        inputMode="decimal"
        placeholder={menuPrice === undefined ? '' : formatDollars(menuPrice)}
        error={errors?.price?.message}
        {...form.register(`rows.${index}.price`)}
      />
      <Input
        label={`${service.name} minutes`}
        inputMode="numeric"
        placeholder={menuLength === undefined ? '' : String(menuLength)}
        error={errors?.durationMin?.message}
        {...form.register(`rows.${index}.durationMin`)}
      />
    </li>
  );
}
