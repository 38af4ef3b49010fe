import { SaveButton } from '../../../components/save-button';
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
        <SaveButton saving={form.saving}>Save Settings</SaveButton>
      </div>
    </>
  );
}
