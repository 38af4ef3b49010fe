import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  Select,
  Spinner,
  readApiError,
  toast,
} from '@ringbook/web-shared';
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSaveSettings, useSettings, type TenantSettings } from '../../settings/api/settings';
import {
  serverErrors,
  settingsErrors,
  timezoneOptions,
  toUpdate,
  toValues,
  type SettingsErrors,
  type SettingsValues,
} from '../utils/settings-form';
import { LoadFailed, Loading } from './load-state';

export function SettingsTab() {
  const settings = useSettings();
  return (
    <Card>
      <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
        <CardTitle>Business Settings</CardTitle>
        <CardDescription>What your receptionist tells callers, and when you are open.</CardDescription>
      </CardHeader>
      <CardContent className="p-4 sm:p-6">
        {settings.isPending ? (
          <Loading>Loading your settings...</Loading>
        ) : settings.isError ? (
          <LoadFailed what="your settings" />
        ) : (
          <SettingsForm saved={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}

function SettingsForm({ saved }: { saved: Partial<TenantSettings> }) {
  const [values, setValues] = useState(() => toValues(saved));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [zones] = useState(() => timezoneOptions(values.timezone));

  const saving = useSaveSettings({
    onSuccess: () => toast({ title: 'Saved', description: 'Settings updated successfully' }),
    onError: (error) => {
      const { message, fields } = readApiError(error);
      setErrors(serverErrors(fields));
      toast({ title: 'Error', description: message ?? 'Failed to save settings', variant: 'destructive' });
    },
  });

  const field = (name: keyof SettingsValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = settingsErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) saving.mutate(toUpdate(values));
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Input label="Business name" autoComplete="organization" required {...field('name')} />
      </div>
      <div className="sm:col-span-2">
        <Select label="Timezone" options={zones} {...field('timezone')} />
      </div>
      <Input label="Hours start" type="time" required {...field('hoursStart')} />
      <Input label="Hours end" type="time" required {...field('hoursEnd')} />
      <div className="sm:col-span-2">
        <Input label="Address" autoComplete="street-address" {...field('address')} />
      </div>
      <Input label="Owner phone" type="tel" autoComplete="tel" {...field('ownerPhone')} />
      <Input label="Front desk phone" type="tel" {...field('frontDeskPhone')} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={saving.isPending}>
          {saving.isPending ? <Spinner /> : <Save aria-hidden="true" />}
          {saving.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}
