import { Button, Input, toast } from '@ringbook/web-shared';
import { Plus } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { emptyRow, formatPrice, type ServiceRow } from '../../../lib/service-rows';
import { useAddServices } from '../api/add-services';
import { newServiceSchema, serviceFromRow } from '../utils/add-forms';
import { showError } from '../../../lib/error-toast';
import { factsFromStatus } from '../utils/status';
import { stepGap } from '../utils/steps';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';
import { WizardNav } from './wizard-nav';

type RowField = 'name' | 'durationMin' | 'bufferMin' | 'price';

const money = (price: number) => `$${price.toFixed(2)}`;

export function ServicesStep({ status, headingRef, onBack, onNext }: StepProps) {
  const form = useForm<ServiceRow>({
    resolver: zodResolver(newServiceSchema),
    defaultValues: emptyRow(),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const adding = useAddServices();
  const gap = stepGap('services', factsFromStatus(status));

  const field = (name: RowField) => form.register(name);

  const onAdd = form.handleSubmit((row) => {
    const service = serviceFromRow(row);
    if (!service) return;
    adding.mutate([service], {
      onSuccess: () => {
        toast({ title: 'Services saved!' });
        form.reset(emptyRow());
      },
      onError: (err) => showError(err, 'Failed to save services'),
    });
  });

  return (
    <StepFrame
      title="Your services"
      description="What your receptionist can book, how long it takes and what it costs."
      headingRef={headingRef}
      nav={<WizardNav step="services" gap={gap} onBack={onBack} onNext={onNext} busy={adding.isPending} />}
    >
      {status.services.length > 0 && (
        <ul aria-label="Services" className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {status.services.map((service) => (
            <li key={service.serviceId} className="flex items-baseline justify-between gap-3 p-3">
              <span className="font-medium text-foreground">{service.name}</span>
              <span className="text-sm whitespace-nowrap text-muted-foreground tabular-nums">
                {service.durationMin} min · {money(service.price)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={onAdd} aria-label="Add a service" className="flex flex-col gap-4 rounded-lg bg-muted p-4">
        <h3 className="font-semibold text-foreground">Add a service</h3>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-[2fr_1fr_1fr_1fr]">
          <div className="col-span-2 sm:col-span-1">
            <Input
              label="Service name"
              placeholder="e.g. Haircut"
              autoComplete="off"
              error={form.formState.errors.name?.message}
              {...field('name')}
            />
          </div>
          <Input label="Duration (minutes)" type="number" inputMode="numeric" min={1} {...field('durationMin')} />
          <Input label="Buffer (minutes)" type="number" inputMode="numeric" min={0} {...field('bufferMin')} />
          <Input
            label="Price ($)"
            type="number"
            inputMode="decimal"
            step={0.01}
            min={0}
            {...form.register('price', { onBlur: (e) => form.setValue('price', formatPrice(e.target.value)) })}
          />
        </div>
        <div>
          <Button type="submit" variant="outline" disabled={adding.isPending} className="bg-background">
            <Plus aria-hidden="true" />
            {adding.isPending ? 'Adding...' : 'Add Service'}
          </Button>
        </div>
      </form>
    </StepFrame>
  );
}
