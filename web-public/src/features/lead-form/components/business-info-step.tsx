import { Input, Select } from '@ringbook/web-shared';
import type { UseFormReturn } from 'react-hook-form';
import type { LeadFormInput } from '../api/submit-lead-form';

const businessTypeOptions = [
  { value: 'salon', label: 'Hair Salon' },
  { value: 'barbershop', label: 'Barbershop' },
  { value: 'spa', label: 'Day Spa' },
  { value: 'beauty-studio', label: 'Beauty Studio' },
  { value: 'other', label: 'Other' },
] as const;

export function BusinessInfoStep({ form }: { form: UseFormReturn<LeadFormInput> }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Input label="Business Name" autoComplete="organization" error={errors.businessName?.message} {...form.register('businessName')} />
      <Input label="Your Name" autoComplete="name" error={errors.contactName?.message} {...form.register('contactName')} />
      <Input label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <Input label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...form.register('phone')} />
      <Select label="Business Type" options={businessTypeOptions} error={errors.businessType?.message} {...form.register('businessType')} />
      <Input
        label="Website (optional)"
        type="url"
        autoComplete="url"
        placeholder="https://"
        error={errors.website?.message}
        {...form.register('website')}
      />
    </div>
  );
}
