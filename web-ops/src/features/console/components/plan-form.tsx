import { Button, Input } from '@ringbook/web-shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from '../../../lib/zod';
import type { Client } from '../api/get-clients';
import { locationsInWords, MAX_PLAN_LOCATIONS, useSetPlan, type PlanChange } from '../api/set-plan';

/** A whole number of locations, 1 to the maximum, as typed (spaces around it allowed). */
const planSchema = z.object({
  locations: z
    .string()
    .refine((typed) => {
      const locations = Number(typed);
      return Number.isInteger(locations) && locations >= 1 && locations <= MAX_PLAN_LOCATIONS;
    }, `Enter a whole number from 1 to ${MAX_PLAN_LOCATIONS}`)
    .transform(Number),
}) satisfies z.ZodType<Pick<PlanChange, 'locations'>, { locations: string }>;

/** How many locations the salon's plan allows, and the operator's control to change it. */
export function PlanForm({ client, onSaved }: { client: Client; onSaved: (client: Client) => void }) {
  const form = useForm<z.input<typeof planSchema>, unknown, z.output<typeof planSchema>>({
    resolver: zodResolver(planSchema),
    defaultValues: { locations: String(client.planLocations) },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const error = form.formState.errors.locations?.message;
  const saving = useSetPlan({ onSaved });
  const id = `plan-locations-${client.tenantId}`;
  const submit = form.handleSubmit(({ locations }) => saving.mutate({ tenantId: client.tenantId, locations }));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2" aria-label="Plan">
      <p className="text-sm text-foreground">
        The plan covers {locationsInWords(client.planLocations)}
        {client.planLocations === 1 ? ' (every salon starts with one).' : '.'}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="sm:w-48">
          <Input id={id} label="Locations" inputMode="numeric" error={error} {...form.register('locations')} />
        </div>
        <Button type="submit" variant="outline" disabled={saving.isPending} className={error ? 'sm:mb-7' : undefined}>
          {saving.isPending ? 'Saving…' : 'Set plan'}
        </Button>
      </div>
    </form>
  );
}
