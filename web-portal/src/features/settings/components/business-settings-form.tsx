import { Card, Input } from '@ringbook/web-shared';
import type { TenantSettings } from '../../../lib/api/tenant-settings';
import { useBusinessSettingsForm } from '../hooks/use-business-settings-form';
import { toBusinessWideUpdate } from '../utils/settings-form';
import { CountryField } from './country-field';
import { OwnerPhoneField } from './owner-phone-field';
import { SettingsSection } from './settings-section';
import { TextMessagesAndSave } from './text-messages-and-save';

type BusinessSettingsFormProps = { settings: TenantSettings; onSaved?: (saved: TenantSettings) => void };

/** What a business with several locations sets once for all of them: its name, country, the owner's phone and
 * the texts clients get. */
export function BusinessSettingsForm({ settings, onSaved }: BusinessSettingsFormProps) {
  const form = useBusinessSettingsForm(settings, (values) => toBusinessWideUpdate(values, settings), onSaved);
  const { field, onSubmit } = form;

  return (
    <Card className="p-4 sm:p-6">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8" aria-label="Your business">
        <SettingsSection title="Your business" description="These apply to every location.">
          <Input label="Business name" autoComplete="organization" {...field('name')} />
          <OwnerPhoneField form={form} />
          <div className="sm:col-span-2">
            <CountryField form={form} />
          </div>
        </SettingsSection>

        <TextMessagesAndSave form={form} />
      </form>
    </Card>
  );
}
