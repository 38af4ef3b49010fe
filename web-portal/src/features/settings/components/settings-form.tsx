import { Button, Card, Checkbox, Input, Select, cn, toast } from '@ringbook/web-shared';
import { phoneCountries, phoneExample } from '@ringbook/web-shared/lib/phones.ts';
import { Save } from 'lucide-react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { OperatingHours } from '../../../components/operating-hours';
import { TimeZoneSelect } from '../../../components/time-zone-select';
import { useSettingsForm } from '../../../hooks/use-settings-form';
import { useSettings, type TenantSettings } from '../../../lib/api/tenant-settings';
import { withDay } from '../../../lib/opening-hours';
import { withCountry } from '../../../lib/settings-form';
import {
  REMINDER_CHOICES,
  fieldErrorsFromServer,
  settingsFormSchema,
  reminderLabel,
  toFormValues,
  toSettingsUpdate,
} from '../utils/settings-form';

type SettingsFormProps = { onSaved?: (saved: TenantSettings) => void };

export function SettingsForm({ onSaved }: SettingsFormProps) {
  const settings = useSettings();

  if (settings.isPending) {
    return (
      <Loading>Loading your settings...</Loading>
    );
  }
  if (settings.isError) {
    return <LoadFailed what="your settings" />;
  }
  return <SettingsFields initial={settings.data} onSaved={onSaved} />;
}

function SettingsFields({ initial, onSaved }: { initial: TenantSettings } & SettingsFormProps) {
  const form = useSettingsForm(() => toFormValues(initial), {
    toUpdate: toSettingsUpdate,
    schema: settingsFormSchema,
    errorsFromServer: fieldErrorsFromServer,
    fromSaved: toFormValues,
    onSaved: (saved) => {
      toast({ title: 'Saved', description: 'Settings updated successfully' });
      onSaved?.(saved);
    },
  });
  const { values, errors, set, setValues, field, onSubmit, saving } = form;
  const reminderOptions = useMemo(() => reminderChoices(values.reminderHoursBefore), [values.reminderHoursBefore]);

  const setTimezone = useCallback((zone: string) => set('timezone', zone), [set]);
  const countries = useMemo(() => phoneCountries(), []);
  const example = phoneExample(values.country);

  return (
    <Card className="p-4 sm:p-6">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
        <Section title="Your business">
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
        </Section>

        <Section title="Phone numbers">
          <div className="sm:col-span-2">
            <Select
              label="Country"
              hint="Numbers are typed and shown the way they are written here; others start with + and their country code."
              options={countries}
              value={values.country}
              error={errors.country}
              onChange={(event) => setValues((current) => withCountry(current, event.target.value))}
            />
          </div>
          <Input
            label="Owner phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={example}
            {...field('ownerPhone')}
          />
          <Input
            label="Front desk phone"
            type="tel"
            inputMode="tel"
            placeholder={example}
            {...field('frontDeskPhone')}
          />
        </Section>

        <Section
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
            disabled={!values.smsReminders}
            {...field('reminderHoursBefore')}
          />
        </Section>

        <div>
          <Button type="submit" disabled={saving}>
            <Save aria-hidden="true" />
            {saving ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function Section({
  title,
  columns = 'sm:grid-cols-2',
  description,
  children,
}: {
  title: string;
  description?: string;
  /** Two short fields (times) share a row even on a phone. */
  columns?: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold text-foreground">{title}</h2>
      {description && <p className="-mt-2 text-sm text-muted-foreground">{description}</p>}
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
