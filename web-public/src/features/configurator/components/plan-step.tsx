import { Checkbox, Input, Slider } from '@ringbook/web-shared';
import { AVG_CALL_DURATION, CALLS_PER_MONTH, LOCATIONS } from '@ringbook/web-shared/lib/formulas/custom-plan-pricing.ts';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { formatNumber } from '../../../utils/format';
import type { CustomPlanInput } from '../api/submit-custom-plan';

/** Whatever is typed, the count of locations is a whole number; anything else counts as 1. */
export function parseLocations(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) ? LOCATIONS.min : value;
}

export function PlanStep({ form }: { form: UseFormReturn<CustomPlanInput> }) {
  const { errors } = form.formState;
  return (
    <div className="flex flex-col gap-8">
      <Controller
        control={form.control}
        name="callsPerMonth"
        render={({ field }) => (
          <Slider
            label="Calls per month"
            {...CALLS_PER_MONTH}
            value={field.value}
            onValueChange={field.onChange}
            formatValue={formatNumber}
          />
        )}
      />
      <Controller
        control={form.control}
        name="avgCallDuration"
        render={({ field }) => (
          <Slider
            label="Average call duration"
            {...AVG_CALL_DURATION}
            value={field.value}
            onValueChange={field.onChange}
            formatValue={(minutes) => `${minutes} min`}
          />
        )}
      />
      <Controller
        control={form.control}
        name="locations"
        render={({ field }) => (
          <LocationsInput value={field.value} onChange={field.onChange} error={errors.locations?.message} />
        )}
      />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-medium text-foreground">Included features</legend>
        <Checkbox
          label="SMS confirmations"
          description="A text confirming every booking, reschedule and cancellation"
          {...form.register('smsConfirmations')}
        />
        <Checkbox
          label="SMS reminders"
          description="A text the day before, which cuts no-shows"
          {...form.register('smsReminders')}
        />
        <Checkbox
          label="Calendar integration"
          description="Always included: Brian books straight into your calendar"
          checked
          disabled
          readOnly
        />
      </fieldset>
    </div>
  );
}

function LocationsInput({ value, onChange, error }: { value: number; onChange: (value: number) => void; error?: string }) {
  // The text stays as typed (an empty box while typing "3"); the form gets the number it means.
  const [text, setText] = useState(String(value));
  return (
    <div className="max-w-xs">
      <Input
        label="Number of locations"
        type="number"
        inputMode="numeric"
        min={LOCATIONS.min}
        max={LOCATIONS.max}
        hint="Each location gets its own phone number"
        error={error}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseLocations(event.target.value));
        }}
        onBlur={() => setText(String(value))}
      />
    </div>
  );
}
