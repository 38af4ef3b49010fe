import { Button, Card, Checkbox, Input, Select, Spinner, cn, readApiError, toast } from '@ringbook/web-shared';
import { Save } from 'lucide-react';
import { useCallback, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useSaveSettings, useSettings, type TenantSettings } from '../api/settings';
import {
  REMINDER_CHOICES,
  fieldErrorsFromServer,
  reminderLabel,
  toFormValues,
  toSettingsUpdate,
  validateSettings,
  type SettingsErrors,
  type SettingsField,
  type SettingsFormValues,
} from '../utils/settings-form';
import { TimeZoneSelect } from './time-zone-select';

type SettingsFormProps = { onSaved?: (saved: TenantSettings) => void };

export function SettingsForm({ onSaved }: SettingsFormProps) {
  const settings = useSettings();

  if (settings.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner /> Loading your settings...
      </p>
    );
  }
  if (settings.isError) {
    return <p className="text-destructive">We couldn't load your settings. Please refresh the page.</p>;
  }
  return <SettingsFields initial={settings.data} onSaved={onSaved} />;
}

function SettingsFields({ initial, onSaved }: { initial: TenantSettings } & SettingsFormProps) {
  const [values, setValues] = useState<SettingsFormValues>(() => toFormValues(initial));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const reminderOptions = useMemo(() => reminderChoices(values.reminderHoursBefore), [values.reminderHoursBefore]);

  const saving = useSaveSettings({
    onSuccess: (saved) => {
      setValues(toFormValues(saved));
      toast({ title: 'Saved', description: 'Settings updated successfully' });
      onSaved?.(saved);
    },
    onError: (err) => {
      const { message, fields } = readApiError(err);
      setErrors(fieldErrorsFromServer(fields));
      toast({ title: 'Error', description: message ?? 'Failed to save settings', variant: 'destructive' });
    },
  });

  const set = useCallback(<K extends SettingsField>(field: K, value: SettingsFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);
  const setTimezone = useCallback((zone: string) => set('timezone', zone), [set]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSettings(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    saving.mutate(toSettingsUpdate(values));
  };

  return (
    <Card className="p-4 sm:p-6">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
        <Section title="Your business">
          <Input
            label="Business name"
            autoComplete="organization"
            value={values.name}
            error={errors.name}
            onChange={(e) => set('name', e.target.value)}
          />
          <TimeZoneSelect
            value={values.timezone}
            saved={initial.timezone}
            error={errors.timezone}
            onChange={setTimezone}
          />
          <div className="sm:col-span-2">
            <Input
              label="Address"
              autoComplete="street-address"
              value={values.address}
              error={errors.address}
              onChange={(e) => set('address', e.target.value)}
            />
          </div>
        </Section>

        <Section title="Phone numbers">
          <Input
            label="Owner phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="(555) 123-4567"
            value={values.ownerPhone}
            error={errors.ownerPhone}
            onChange={(e) => set('ownerPhone', e.target.value)}
          />
          <Input
            label="Front desk phone"
            type="tel"
            inputMode="tel"
            placeholder="(555) 123-4567"
            value={values.frontDeskPhone}
            error={errors.frontDeskPhone}
            onChange={(e) => set('frontDeskPhone', e.target.value)}
          />
        </Section>

        <Section title="Business hours" columns="grid-cols-2">
          <Input
            label="Opening time"
            type="time"
            value={values.hoursStart}
            error={errors.hoursStart}
            onChange={(e) => set('hoursStart', e.target.value)}
          />
          <Input
            label="Closing time"
            type="time"
            value={values.hoursEnd}
            error={errors.hoursEnd}
            onChange={(e) => set('hoursEnd', e.target.value)}
          />
        </Section>

        <Section title="Text messages to clients">
          <div className="flex flex-col gap-4 sm:col-span-2">
            <Checkbox
              label="Booking confirmations"
              description="Text clients a confirmation as soon as they book."
              checked={values.smsConfirmations}
              onChange={(e) => set('smsConfirmations', e.target.checked)}
            />
            <Checkbox
              label="Appointment reminders"
              description="Text clients a reminder before their visit."
              checked={values.smsReminders}
              onChange={(e) => set('smsReminders', e.target.checked)}
            />
          </div>
          <Select
            label="Send the reminder"
            options={reminderOptions}
            value={values.reminderHoursBefore}
            error={errors.reminderHoursBefore}
            disabled={!values.smsReminders}
            onChange={(e) => set('reminderHoursBefore', e.target.value)}
          />
        </Section>

        <div>
          <Button type="submit" disabled={saving.isPending}>
            <Save aria-hidden="true" />
            {saving.isPending ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function Section({
  title,
  columns = 'sm:grid-cols-2',
  children,
}: {
  title: string;
  /** Two short fields (times) share a row even on a phone. */
  columns?: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold text-foreground">{title}</h2>
      <div className={cn('grid gap-4', columns)}>{children}</div>
    </section>
  );
}

// The usual choices, plus an unusual saved value (say 5 hours) so it is shown rather than replaced.
function reminderChoices(current: string) {
  const hours = new Set<number>(REMINDER_CHOICES);
  if (Number(current) > 0) hours.add(Number(current));
  return [...hours].sort((a, b) => a - b).map((h) => ({ value: String(h), label: reminderLabel(h) }));
}
