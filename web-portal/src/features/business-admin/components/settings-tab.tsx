import { Button, Input, Spinner, toast } from '@ringbook/web-shared';
import { Save } from 'lucide-react';
import { useCallback, useState } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { TimeZoneSelect } from '../../../components/time-zone-select';
import { useSettingsForm } from '../../../hooks/use-settings-form';
import { useSettings, type TenantSettings } from '../../../lib/api/tenant-settings';
import { toBusinessForm, toBusinessUpdate } from '../../../lib/settings-form';
import { ADMIN_TIME_ZONES } from '../../../lib/time-zones';
import { AdminCard } from './admin-card';

export function SettingsTab() {
  const settings = useSettings();
  return (
    <AdminCard title="Business Settings" description="What your receptionist tells callers, and when you are open.">
      {settings.isPending ? (
        <Loading>Loading your settings...</Loading>
      ) : settings.isError ? (
        <LoadFailed what="your settings" />
      ) : (
        <SettingsForm saved={settings.data} />
      )}
    </AdminCard>
  );
}

function SettingsForm({ saved }: { saved: Partial<TenantSettings> }) {
  const [initial] = useState(() => toBusinessForm(saved));
  const { values, errors, set, field, onSubmit, saving } = useSettingsForm(initial, {
    toUpdate: toBusinessUpdate,
    onSaved: () => toast({ title: 'Saved', description: 'Settings updated successfully' }),
  });
  const setTimezone = useCallback((zone: string) => set('timezone', zone), [set]);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Input label="Business name" autoComplete="organization" required {...field('name')} />
      </div>
      <div className="sm:col-span-2">
        <TimeZoneSelect
          value={values.timezone}
          saved={initial.timezone}
          zones={ADMIN_TIME_ZONES}
          error={errors.timezone}
          onChange={setTimezone}
        />
      </div>
      <Input label="Hours start" type="time" required {...field('hoursStart')} />
      <Input label="Hours end" type="time" required {...field('hoursEnd')} />
      <div className="sm:col-span-2">
        <Input label="Address" autoComplete="street-address" {...field('address')} />
      </div>
      <Input label="Owner phone" type="tel" autoComplete="tel" {...field('ownerPhone')} />
      <Input label="Front desk phone" type="tel" {...field('frontDeskPhone')} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner /> : <Save aria-hidden="true" />}
          {saving ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}
