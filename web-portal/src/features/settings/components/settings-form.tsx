import { Card, Input } from '@ringbook/web-shared';
import { phoneExample } from '@ringbook/web-shared/lib/phones.ts';
import { useCallback } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { OperatingHours } from '../../../components/operating-hours';
import { TimeZoneSelect } from '../../../components/time-zone-select';
import { useLocationChoice } from '../../../hooks/use-location-choice';
import { useSettings, type TenantSettings } from '../../../lib/api/tenant-settings';
import { withDay } from '../../../lib/opening-hours';
import { useBusinessSettingsForm } from '../hooks/use-business-settings-form';
import { toSettingsUpdate } from '../utils/settings-form';
import { CountryField } from './country-field';
import { OwnerPhoneField } from './owner-phone-field';
import { SettingsSection } from './settings-section';
import { SeveralLocationsSettings } from './several-locations-settings';
import { TextMessagesAndSave } from './text-messages-and-save';

export type SettingsFormProps = { onSaved?: (saved: TenantSettings) => void };

/** The salon's settings; a business with several locations has its own and each location's apart. */
export function SettingsForm({ onSaved }: SettingsFormProps) {
  const settings = useSettings();
  const { several } = useLocationChoice();

  if (settings.isPending) {
    return (
      <Loading>Loading your settings...</Loading>
    );
  }
  if (settings.isError) {
    return <LoadFailed what="your settings" />;
  }
  if (several) return <SeveralLocationsSettings settings={settings.data} onSaved={onSaved} />;
  return <SettingsFields initial={settings.data} onSaved={onSaved} />;
}

function SettingsFields({ initial, onSaved }: { initial: TenantSettings } & SettingsFormProps) {
  const form = useBusinessSettingsForm(initial, toSettingsUpdate, onSaved);
  const { values, errors, set, field, onSubmit } = form;

  const setTimezone = useCallback((zone: string) => set('timezone', zone), [set]);
  const example = phoneExample(values.country);

  return (
    <Card className="p-4 sm:p-6">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
        <SettingsSection title="Your business">
          <Input label="Business name" autoComplete="organization" {...field('name')} />
          <TimeZoneSelect
            value={values.timezone}
            saved={initial.timezone}
            error={errors.timezone}
            onChange={setTimezone}
          />
          <div className="sm:col-span-2">
            <Input label="Address" autoComplete="street-address" {...field('address')} />
          </div>
        </SettingsSection>

        <SettingsSection title="Phone numbers">
          <div className="sm:col-span-2">
            <CountryField form={form} />
          </div>
          <OwnerPhoneField form={form} />
          <Input
            label="Front desk phone"
            type="tel"
            inputMode="tel"
            placeholder={example}
            {...field('frontDeskPhone')}
          />
        </SettingsSection>

        <SettingsSection
          title="Business hours"
          columns="grid-cols-1"
          description="When you are open, day by day. Your receptionist tells callers these hours and books only inside them; your receptionist's setup shows the same ones."
        >
          <div>
            <OperatingHours
              legend="Opening hours"
              hours={values.week}
              onChange={(day, change) => set('week', withDay(values.week, day, change))}
            />
            {errors.week && (
              <p role="alert" className="mt-2 text-sm font-medium text-destructive">
                {errors.week}
              </p>
            )}
          </div>
        </SettingsSection>

        <TextMessagesAndSave form={form} />
      </form>
    </Card>
  );
}
