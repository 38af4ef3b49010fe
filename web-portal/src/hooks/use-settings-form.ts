import { readApiError } from '@ringbook/web-shared';
import { useSaveSettings, type SettingsUpdate, type TenantSettings } from '../lib/api/tenant-settings';
import { showError } from '../lib/error-toast';
import { businessErrorsFromServer, validateBusinessForm, type BusinessForm } from '../lib/settings-form';
import { useFormFields, type FieldErrors } from './use-form-fields';
import { useRevealFirstInvalid } from './use-reveal-first-invalid';

type SettingsFormOptions<Values extends BusinessForm> = {
  /** What this form sends: a form that does not show the SMS choices must leave them out. */
  toUpdate: (values: Values) => SettingsUpdate;
  /** The server's 422 `fields` under this form's fields. */
  errorsFromServer?: (fields: Record<string, string> | undefined) => FieldErrors;
  /** The form as the server saved it (phones normalised), shown once saved; left as typed without it. */
  fromSaved?: (saved: TenantSettings) => Values;
  onSaved: (saved: TenantSettings) => void;
};

/**
 * The business settings, as each settings form edits them: checked before saving, the server's messages put
 * under their fields, and 'Failed to save settings' when it gives none.
 */
export function useSettingsForm<Values extends BusinessForm>(
  initial: Values | (() => Values),
  { toUpdate, errorsFromServer = businessErrorsFromServer, fromSaved, onSaved }: SettingsFormOptions<Values>,
) {
  const form = useFormFields(initial);
  const { setValues, setErrors } = form;
  const revealFirstInvalid = useRevealFirstInvalid();

  const saving = useSaveSettings({
    onSuccess: (saved) => {
      if (fromSaved) setValues(fromSaved(saved));
      onSaved(saved);
    },
    onError: (error) => {
      setErrors(errorsFromServer(readApiError(error).fields));
      revealFirstInvalid();
      showError(error, 'Failed to save settings');
    },
  });

  /** Saves the form when it is complete; answers what is missing or wrong otherwise. */
  const submit = () => {
    const problems = validateBusinessForm(form.values);
    setErrors(problems);
    if (Object.keys(problems).length === 0) saving.mutate(toUpdate(form.values));
    else revealFirstInvalid();
    return problems;
  };

  return { ...form, submit, saving: saving.isPending };
}
