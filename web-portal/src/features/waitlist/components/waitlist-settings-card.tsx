import { Button, Card, Input } from '@ringbook/web-shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useWaitlistSettings, type WaitlistSettings } from '../api/get-waitlist-settings';
import { useSaveWaitlistSettings } from '../api/save-waitlist-settings';
import { settingsSchema, type SettingsValues } from '../utils/waitlist-form';

/** How long an offered time is held for its answer, and the quiet hours no offer is texted in. */
export function WaitlistSettingsCard({ location }: { location: string | undefined }) {
  const settings = useWaitlistSettings(location);
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div>
        <h2 className="text-lg font-semibold text-foreground">Offers</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          A freed time is held for one client while they answer, then offered to the next. No offer is texted in
          your quiet hours.
        </p>
      </div>
      {settings.isPending ? (
        <Loading>Loading your settings...</Loading>
      ) : settings.isError ? (
        <LoadFailed what="your waitlist settings" />
      ) : (
        <SettingsForm saved={settings.data} location={location} />
      )}
    </Card>
  );
}

const valuesOf = (saved: WaitlistSettings): SettingsValues => ({
  holdMinutes: String(saved.holdMinutes),
  quietStart: saved.quietStart,
  quietEnd: saved.quietEnd,
});

function SettingsForm({ saved, location }: { saved: WaitlistSettings; location: string | undefined }) {
  const form = useForm<SettingsValues>({
    resolver: zodResolver(settingsSchema),
    defaultValues: valuesOf(saved),
    reValidateMode: 'onSubmit',
  });
  const save = useSaveWaitlistSettings(location);
  const { errors } = form.formState;
  useEffect(() => {
    form.reset(valuesOf(saved));
  }, [saved, form]);

  const onSubmit = (values: SettingsValues) =>
    save.mutate({ holdMinutes: Number(values.holdMinutes), quietStart: values.quietStart, quietEnd: values.quietEnd });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <Input
          label="Hold an offer for (minutes)"
          inputMode="numeric"
          error={errors.holdMinutes?.message}
          {...form.register('holdMinutes')}
        />
        <Input label="Quiet from" type="time" error={errors.quietStart?.message} {...form.register('quietStart')} />
        <Input label="Quiet until" type="time" error={errors.quietEnd?.message} {...form.register('quietEnd')} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
