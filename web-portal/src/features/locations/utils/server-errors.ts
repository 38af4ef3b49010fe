import { readApiError } from '@ringbook/web-shared';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** A refusal's field messages onto the form's fields of the same name; true when any was one of them. */
export function showFieldErrors<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  error: unknown,
  names: readonly Path<Values>[],
): boolean {
  const fields = readApiError(error).fields ?? {};
  const shown = names.filter((name) => fields[name]);
  for (const name of shown) form.setError(name, { type: 'server', message: fields[name] });
  return shown.length > 0;
}
