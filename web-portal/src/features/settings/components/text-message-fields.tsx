import { Checkbox, Select } from '@ringbook/web-shared';
import { useMemo } from 'react';
import type { useSettingsForm } from '../../../hooks/use-settings-form';
import { REMINDER_CHOICES, reminderLabel, type SettingsFormValues } from '../utils/settings-form';

export type SettingsFormState = ReturnType<typeof useSettingsForm<SettingsFormValues>>;

/** Whether clients are texted a confirmation and a reminder, and how long before their visit. */
export function TextMessageFields({ form }: { form: SettingsFormState }) {
  const { values, set, field } = form;
  const reminderOptions = useMemo(() => reminderChoices(values.reminderHoursBefore), [values.reminderHoursBefore]);
  return (
    <>
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
    </>
  );
}

// The usual choices, plus an unusual saved value (say 5 hours) so it is shown rather than replaced.
function reminderChoices(current: string) {
  const hours = new Set<number>(REMINDER_CHOICES);
  if (Number(current) > 0) hours.add(Number(current));
  return [...hours].sort((a, b) => a - b).map((h) => ({ value: String(h), label: reminderLabel(h) }));
}
