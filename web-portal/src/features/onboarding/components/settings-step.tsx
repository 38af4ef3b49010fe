import { Button, Input, Select, readApiError, toast } from '@ringbook/web-shared';
import { ArrowRight } from 'lucide-react';
import { useState, type FormEvent, type RefObject } from 'react';
import { useSaveSettings, type TenantSettings } from '../api/tenant-settings';
import {
  fromServerFields,
  toSettingsForm,
  toSettingsUpdate,
  validateSettings,
  type SettingsErrors,
  type SettingsField,
  type SettingsForm,
} from '../utils/settings-form';
import { browserTimeZone, timeZoneOptions } from '../utils/time-zones';

type SettingsStepProps = {
  saved: Partial<TenantSettings> | undefined;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSaved: () => void;
};

export function SettingsStep({ saved, headingRef, onSaved }: SettingsStepProps) {
  const [form, setForm] = useState<SettingsForm>(() => toSettingsForm(saved, browserTimeZone()));
  const [errors, setErrors] = useState<SettingsErrors>({});
  // Built once: the list only has to hold the zone selected when the step opened.
  const [zones] = useState(() =>
    timeZoneOptions(browserTimeZone(), form.timezone).map((zone) => ({ value: zone, label: zone })),
  );

  const saving = useSaveSettings({
    onSuccess: () => {
      toast({ title: 'Business settings saved successfully' });
      onSaved();
    },
    onError: (error) => {
      const { message, fields } = readApiError(error);
      setErrors(fromServerFields(fields));
      toast({ title: 'Error', description: message ?? 'Failed to save settings', variant: 'destructive' });
    },
  });

  const field = (name: SettingsField) => ({
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateSettings(form);
    setErrors(problems);
    if (problems.name) {
      document.getElementById('business-name')?.focus();
      return;
    }
    saving.mutate(toSettingsUpdate(form));
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-foreground focus:outline-none">
          Business settings
        </h2>
        <p className="text-sm text-muted-foreground">Your salon's name, time zone, contact numbers and hours.</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input id="business-name" label="Business name" autoComplete="organization" required {...field('name')} />
        <Select label="Timezone" options={zones} {...field('timezone')} />
        <div className="sm:col-span-2">
          <Input label="Address" autoComplete="street-address" {...field('address')} />
        </div>
        <Input label="Owner phone" type="tel" autoComplete="tel" inputMode="tel" {...field('ownerPhone')} />
        <Input label="Front desk phone" type="tel" inputMode="tel" {...field('frontDeskPhone')} />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-semibold text-foreground">Business hours</legend>
        <div className="grid grid-cols-2 gap-4 sm:max-w-md">
          <Input label="Opens at" type="time" {...field('hoursStart')} />
          <Input label="Closes at" type="time" {...field('hoursEnd')} />
        </div>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={saving.isPending} className="w-full sm:w-auto">
          {saving.isPending ? 'Saving...' : 'Continue'}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
