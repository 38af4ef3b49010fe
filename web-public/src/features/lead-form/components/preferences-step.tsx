import { Textarea } from '@ringbook/web-shared';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { RadioCards } from '../../../components/ui/radio-cards';
import { LANGUAGES, type LeadFormInput } from '../api/submit-lead-form';

const voiceOptions = [
  { value: 'professional-female', label: 'Professional (female)', description: 'Polished and calm' },
  { value: 'professional-male', label: 'Professional (male)', description: 'Clear and confident' },
  { value: 'friendly-casual', label: 'Friendly & casual', description: 'Relaxed, like a regular' },
  { value: 'warm-welcoming', label: 'Warm & welcoming', description: 'Gentle, spa-like' },
] as const;

export function PreferencesStep({ form }: { form: UseFormReturn<LeadFormInput> }) {
  const { errors } = form.formState;
  return (
    <div className="flex flex-col gap-6">
      <Textarea
        label="Services you offer (one per line)"
        rows={5}
        placeholder={'Women’s cut & style\nBalayage\nBeard trim'}
        error={errors.servicesOffered?.message}
        {...form.register('servicesOffered')}
      />
      <Textarea
        label="Operating hours"
        rows={3}
        placeholder={'Tue-Fri 9am-7pm\nSat 9am-5pm'}
        error={errors.operatingHours?.message}
        {...form.register('operatingHours')}
      />
      <Controller
        control={form.control}
        name="preferredLanguages"
        render={({ field }) => (
          <ChoiceGroup
            legend="Languages your receptionist should speak"
            options={LANGUAGES.map((value) => ({ value, label: value }))}
            value={field.value}
            onChange={field.onChange}
            columns={3}
            error={errors.preferredLanguages?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="voiceStyle"
        render={({ field }) => (
          <RadioCards
            legend="Voice style"
            name={field.name}
            options={voiceOptions}
            value={field.value}
            onChange={field.onChange}
            error={errors.voiceStyle?.message}
          />
        )}
      />
      <Textarea
        label="Special requirements (optional)"
        rows={3}
        placeholder="Deposits for colour appointments, patch tests 48 hours before..."
        {...form.register('specialRequirements')}
      />
    </div>
  );
}
