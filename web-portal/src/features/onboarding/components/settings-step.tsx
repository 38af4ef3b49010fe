import { Button, Input, toast } from '@ringbook/web-shared';
import { ArrowRight } from 'lucide-react';
import { useCallback, useState, type RefObject } from 'react';
import { StepHeading } from '../../../components/step-heading';
import { TimeZoneSelect } from '../../../components/time-zone-select';
import { useSettingsForm } from '../../../hooks/use-settings-form';
import type { TenantSettings } from '../../../lib/api/tenant-settings';
import { toBusinessForm, toBusinessUpdate } from '../../../lib/settings-form';
import { browserTimeZone } from '../../../lib/time-zones';

type SettingsStepProps = {
  saved: Partial<TenantSettings> | undefined;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSaved: () => void;
};

export function SettingsStep({ saved, headingRef, onSaved }: SettingsStepProps) {
  const [initial] = useState(() => toBusinessForm(saved, browserTimeZone()));
  const { values, errors, set, field, onSubmit, saving } = useSettingsForm(initial, {
    toUpdate: toBusinessUpdate,
    onSaved: () => {
      toast({ title: 'Business settings saved successfully' });
      onSaved();
    },
  });
  const setTimezone = useCallback((zone: string) => set('timezone', zone), [set]);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <StepHeading
        title="Business settings"
        description="Your salon's name, time zone, contact numbers and hours."
        headingRef={headingRef}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input id="business-name" label="Business name" autoComplete="organization" required {...field('name')} />
        <TimeZoneSelect
          value={values.timezone}
          saved={initial.timezone}
          first={browserTimeZone()}
          error={errors.timezone}
          onChange={setTimezone}
        />
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
        <Button type="submit" size="lg" disabled={saving} className="w-full sm:w-auto">
          {saving ? 'Saving...' : 'Continue'}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
