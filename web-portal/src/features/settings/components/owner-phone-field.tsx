import { Input } from '@ringbook/web-shared';
import { phoneExample } from '@ringbook/web-shared/lib/phones.ts';
import type { SettingsFormState } from './text-message-fields';

/** The owner's phone, with an example number of the salon's country. */
export function OwnerPhoneField({ form }: { form: SettingsFormState }) {
  return (
    <Input
      label="Owner phone"
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      placeholder={phoneExample(form.values.country)}
      {...form.field('ownerPhone')}
    />
  );
}
