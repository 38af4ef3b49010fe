import { Checkbox, Input } from '@ringbook/web-shared';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { RadioCards } from '../../../components/ui/radio-cards';
import { BOOKING_METHODS, CHALLENGES, type LeadFormInput } from '../api/submit-lead-form';

const weeklyBookingOptions = [
  { value: '<50', label: 'Fewer than 50' },
  { value: '50-100', label: '50-100' },
  { value: '100-200', label: '100-200' },
  { value: '200+', label: '200+' },
] as const;

const asOptions = <T extends string>(values: readonly T[]) => values.map((value) => ({ value, label: value }));

export function CurrentSetupStep({ form }: { form: UseFormReturn<LeadFormInput> }) {
  const { errors } = form.formState;
  const hasCalendar = form.watch('hasCalendarSystem');
  return (
    <div className="flex flex-col gap-6">
      <div className="max-w-xs">
        <Input
          label="How many staff take appointments?"
          type="number"
          min={1}
          inputMode="numeric"
          error={errors.staffCount?.message}
          {...form.register('staffCount', { valueAsNumber: true })}
        />
      </div>
      <Controller
        control={form.control}
        name="weeklyBookings"
        render={({ field }) => (
          <RadioCards
            legend="Bookings per week"
            name={field.name}
            options={weeklyBookingOptions}
            value={field.value}
            onChange={field.onChange}
            columns={4}
            error={errors.weeklyBookings?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="currentBookingMethods"
        render={({ field }) => (
          <ChoiceGroup
            legend="How do customers book today?"
            options={asOptions(BOOKING_METHODS)}
            value={field.value}
            onChange={field.onChange}
            error={errors.currentBookingMethods?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="biggestChallenges"
        render={({ field }) => (
          <ChoiceGroup
            legend="Biggest challenges"
            options={asOptions(CHALLENGES)}
            value={field.value}
            onChange={field.onChange}
            error={errors.biggestChallenges?.message}
          />
        )}
      />
      <div className="flex flex-col gap-4">
        <Checkbox label="We already use a calendar or booking system" {...form.register('hasCalendarSystem')} />
        {hasCalendar && (
          <div className="max-w-sm">
            <Input label="Which one? (optional)" {...form.register('currentCalendar')} />
          </div>
        )}
      </div>
    </div>
  );
}
