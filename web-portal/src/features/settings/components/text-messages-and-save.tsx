import { Button } from '@ringbook/web-shared';
import { Save } from 'lucide-react';
import { SettingsSection } from './settings-section';
import { TextMessageFields, type SettingsFormState } from './text-message-fields';

/** How both settings forms end: the texts clients get, then saving. */
export function TextMessagesAndSave({ form }: { form: SettingsFormState }) {
  return (
    <>
      <SettingsSection title="Text messages to clients">
        <TextMessageFields form={form} />
      </SettingsSection>

      <div>
        <Button type="submit" disabled={form.saving}>
          <Save aria-hidden="true" />
          {form.saving ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </>
  );
}
