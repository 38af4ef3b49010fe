import { zodResolver } from '@hookform/resolvers/zod';
import { readApiError } from '@ringbook/web-shared';
import { useCallback, useState } from 'react';
import { useForm, type DefaultValues, type Path, type PathValue } from 'react-hook-form';
import { useSaveSettings, type SettingsUpdate, type TenantSettings } from '../lib/api/tenant-settings';
import { showError } from '../lib/error-toast';
import { businessErrorsFromServer, businessSchemaFor, type BusinessForm } from '../lib/settings-form';
import type { z } from '../lib/zod';
import { useRevealFirstInvalid, useRevealInvalidSubmit } from './use-reveal-first-invalid';

export type FieldErrors = Partial<Record<string, string>>;

type TextField<Values> = { [K in keyof Values & string]: Values[K] extends string ? K : never }[keyof Values & string];

type SettingsFormOptions<Values extends BusinessForm> = {
  /** What this form sends: a form that does not show the SMS choices must leave them out. */
  toUpdate: (values: Values) => SettingsUpdate;
  /** What this form checks: the business details unless it shows more. */
  schema?: z.ZodType<Values, Values>;
  /** The server's 422 `fields` under this form's fields. */
  errorsFromServer?: (fields: Record<string, string> | undefined) => FieldErrors;
  /** The form as the server saved it (phones normalised), shown once saved; left as typed without it. */
  fromSaved?: (saved: TenantSettings) => Values;
  onSaved: (saved: TenantSettings) => void;
};

/**
 * The business settings, as each settings form edits them: checked before saving, the server's messages put
 * under their fields, and 'Failed to save settings' when it gives none. Changing a field clears its message;
 * the next save checks again. `field(name)` gives a text field's input its registration and message.
 */
export function useSettingsForm<Values extends BusinessForm>(
  initial: Values | (() => Values),
  {
    toUpdate,
    schema = businessSchemaFor<Values>(),
    errorsFromServer = businessErrorsFromServer,
    fromSaved,
    onSaved,
  }: SettingsFormOptions<Values>,
) {
  const [defaults] = useState(initial);
  const form = useForm<Values>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: defaults as DefaultValues<Values>,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { setValue, getValues, getFieldState, clearErrors, setError, reset, register, formState } = form;
  const revealFirstInvalid = useRevealFirstInvalid();
  useRevealInvalidSubmit(formState);

  const saving = useSaveSettings({
    onSuccess: (saved) => {
      if (fromSaved) reset(fromSaved(saved));
      onSaved(saved);
    },
    onError: (error) => {
      for (const [name, message] of Object.entries(errorsFromServer(readApiError(error).fields))) {
        if (message) setError(name as Path<Values>, { type: 'server', message });
      }
      revealFirstInvalid();
      showError(error, 'Failed to save settings');
    },
  });

  // Only a field with a message is cleared: clearing one without would render the form again on every key.
  const clearError = useCallback(
    (name: Path<Values>) => {
      if (getFieldState(name).error) clearErrors(name);
    },
    [getFieldState, clearErrors],
  );

  const set = useCallback(
    <Name extends Path<Values>>(name: Name, value: PathValue<Values, Name>) => {
      setValue(name, value);
      clearError(name);
    },
    [setValue, clearError],
  );

  /** Several fields at once, from the current values. */
  const setValues = useCallback(
    (change: (current: Values) => Values) => {
      const current = getValues();
      const next = change(current);
      for (const name of Object.keys(next) as Path<Values>[]) {
        const value = next[name as keyof Values] as PathValue<Values, typeof name>;
        if (value !== current[name as keyof Values]) set(name, value);
      }
    },
    [getValues, set],
  );

  const errors: FieldErrors = Object.fromEntries(
    Object.entries(formState.errors).map(([name, error]) => [name, (error as { message?: string }).message]),
  );

  const field = (name: TextField<Values> & Path<Values>) => ({
    ...register(name, { onChange: () => clearError(name) }),
    error: errors[name],
  });

  /** Saves the form when it is complete; shows what is missing or wrong otherwise. */
  const onSubmit = form.handleSubmit((values) => saving.mutate(toUpdate(values)));

  return { values: form.watch(), errors, set, setValues, field, onSubmit, saving: saving.isPending };
}
