import { Button, Card, Input, toast } from '@ringbook/web-shared';
import { phoneExample } from '@ringbook/web-shared/lib/phones.ts';
import { Save } from 'lucide-react';
import { useSettingsForm } from '../../../hooks/use-settings-form';
import type { TenantSettings } from '../../../lib/api/tenant-settings';
import {
  fieldErrorsFromServer,
  settingsFormSchema,
  toBusinessWideUpdate,
  toFormValues,
} from '../utils/settings-form';
import { CountryField } from './country-field';
import { SettingsSection } from './settings-section';
import { TextMessageFields } from './text-message-fields';

type BusinessSettingsFormProps = { settings: TenantSettings; onSaved?: (saved: TenantSettings) => void };

/** What a business with several locations sets once for all of them: its name, country, the owner's phone and
 * the texts clients get. */
export function BusinessSettingsForm({ settings, onSaved }: BusinessSettingsFormProps) {
  const form = useSettingsForm(() => toFormValues(settings), {
    toUpdate: (values) => toBusinessWideUpdate(values, settings),
    schema: settingsFormSchema,
    errorsFromServer: fieldErrorsFromServer,
    fromSaved: toFormValues,
    onSaved: (saved) => {
      toast({ title: 'Saved', description: 'Settings updated successfully' });
      onSaved?.(saved);
    },
  });
  const { field, onSubmit, saving } = form;
  const example = phoneExample(form.values.country);

  return (
    <Card className="p-4 sm:p-6">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8" aria-label="Your business">
        <SettingsSection title="Your business" description="These apply to every location.">
          <Input label="Business name" autoComplete="organization" {...field('name')} />
          <Input
            label="Owner phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={example}
            {...field('ownerPhone')}
          />
          <div className="sm:col-span-2">
            <CountryField form={form} />
          </div>
        </SettingsSection>

        <SettingsSection title="Text messages to clients">
          <TextMessageFields form={form} />
        </SettingsSection>

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
