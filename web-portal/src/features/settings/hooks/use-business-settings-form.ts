import { toast } from '@ringbook/web-shared';
import { useSettingsForm } from '../../../hooks/use-settings-form';
import type { SettingsUpdate, TenantSettings } from '../../../lib/api/tenant-settings';
import { fieldErrorsFromServer, settingsFormSchema, toFormValues, type SettingsFormValues } from '../utils/settings-form';

/** The business's settings as Settings edits them, whether it has one location or several: what each sends is
 * its own. */
export function useBusinessSettingsForm(
  initial: TenantSettings,
  toUpdate: (values: SettingsFormValues) => SettingsUpdate,
  onSaved?: (saved: TenantSettings) => void,
) {
  return useSettingsForm(() => toFormValues(initial), {
    toUpdate,
    schema: settingsFormSchema,
    errorsFromServer: fieldErrorsFromServer,
    fromSaved: toFormValues,
    onSaved: (saved) => {
      toast({ title: 'Saved', description: 'Settings updated successfully' });
      onSaved?.(saved);
    },
  });
}
