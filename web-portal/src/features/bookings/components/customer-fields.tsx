import { Input, Textarea } from '@ringbook/web-shared';
import { phoneExample } from '@ringbook/web-shared/lib/phones.ts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { BookingValues } from '../utils/booking-form';

type CustomerFieldsProps = {
  register: UseFormRegister<BookingValues>;
  /** The salon's country, whose national format the phone is typed in (or international, with +). */
  country: string;
  errors: FieldErrors<BookingValues>;
};

export function CustomerFields({ register, country, errors }: CustomerFieldsProps) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold text-foreground">Customer</legend>
      <Input
        label="Customer name"
        autoComplete="off"
        required
        error={errors.customerName?.message}
        {...register('customerName')}
      />
      <Input
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        required
        placeholder={phoneExample(country)}
        error={errors.customerPhone?.message}
        {...register('customerPhone')}
      />
      <div className="sm:col-span-2">
        <Input
          label="E-mail (optional)"
          type="email"
          autoComplete="off"
          error={errors.customerEmail?.message}
          {...register('customerEmail')}
        />
      </div>
      <div className="sm:col-span-2">
        <Textarea label="Notes (optional)" rows={2} error={errors.notes?.message} {...register('notes')} />
      </div>
    </fieldset>
  );
}
