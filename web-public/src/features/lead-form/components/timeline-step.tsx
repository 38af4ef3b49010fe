import { Checkbox, Select } from '@ringbook/web-shared';
import { CalendarCheck, PhoneCall, Rocket, Settings } from 'lucide-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { RadioCards } from '../../../components/ui/radio-cards';
import type { LeadFormInput } from '../api/submit-lead-form';

const timelineOptions = [
  { value: 'asap', label: 'As soon as possible' },
  { value: '1-month', label: 'Within 1 month' },
  { value: '3-months', label: 'Within 3 months' },
  { value: 'exploring', label: 'Just exploring' },
] as const;

const budgetOptions = [
  { value: '99-199', label: '$99-199/month' },
  { value: '199-399', label: '$199-399/month' },
  { value: '399+', label: '$399+/month' },
  { value: 'custom', label: 'Custom' },
] as const;

const nextSteps = [
  { icon: PhoneCall, text: 'Our team contacts you within 24 hours' },
  { icon: Settings, text: 'We configure your receptionist with your services and hours' },
  { icon: CalendarCheck, text: 'You review a test call and approve it' },
  { icon: Rocket, text: 'Go live in 48-72 hours' },
];

export function TimelineStep({ form }: { form: UseFormReturn<LeadFormInput> }) {
  const { errors } = form.formState;
  return (
    <div className="flex flex-col gap-6">
      <Controller
        control={form.control}
        name="timeline"
        render={({ field }) => (
          <RadioCards
            legend="When would you like to start?"
            name={field.name}
            options={timelineOptions}
            value={field.value}
            onChange={field.onChange}
            error={errors.timeline?.message}
          />
        )}
      />
      <div className="max-w-xs">
        <Select label="Budget range (optional)" options={budgetOptions} {...form.register('budgetRange')} />
      </div>
      <div className="rounded-lg bg-primary-subtle p-5">
        <h3 className="font-semibold text-foreground">What happens next?</h3>
        <ol className="mt-3 flex flex-col gap-3">
          {nextSteps.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 text-sm text-foreground">
              <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ol>
      </div>
      <Checkbox
        label="I agree to be contacted by Ringbook about my custom AI receptionist"
        error={errors.agreedToContact?.message}
        {...form.register('agreedToContact')}
      />
    </div>
  );
}
