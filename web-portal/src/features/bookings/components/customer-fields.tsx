import { Input, Textarea } from '@ringbook/web-shared';
import { phoneExample, readPhone } from '@ringbook/web-shared/lib/phones.ts';

export type Customer = { customerName: string; customerPhone: string; customerEmail: string; notes: string };

export const emptyCustomer: Customer = { customerName: '', customerPhone: '', customerEmail: '', notes: '' };

type CustomerFieldsProps = {
  customer: Customer;
  /** The salon's country, whose national format the phone is typed in (or international, with +). */
  country: string;
  errors: Partial<Record<keyof Customer, string>>;
  onChange: (change: Partial<Customer>) => void;
};

export function CustomerFields({ customer, country, errors, onChange }: CustomerFieldsProps) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold text-foreground">Customer</legend>
      <Input
        label="Customer name"
        autoComplete="off"
        required
        value={customer.customerName}
        error={errors.customerName}
        onChange={(event) => onChange({ customerName: event.target.value })}
      />
      <Input
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        required
        placeholder={phoneExample(country)}
        value={customer.customerPhone}
        error={errors.customerPhone}
        onChange={(event) => onChange({ customerPhone: event.target.value })}
      />
      <div className="sm:col-span-2">
        <Input
          label="E-mail (optional)"
          type="email"
          autoComplete="off"
          value={customer.customerEmail}
          error={errors.customerEmail}
          onChange={(event) => onChange({ customerEmail: event.target.value })}
        />
      </div>
      <div className="sm:col-span-2">
        <Textarea
          label="Notes (optional)"
          rows={2}
          value={customer.notes}
          error={errors.notes}
          onChange={(event) => onChange({ notes: event.target.value })}
        />
      </div>
    </fieldset>
  );
}

/** The checks the server would make anyway, said before the round trip; the phone is read in `country`. */
export function checkCustomer(customer: Customer, country: string): Partial<Record<keyof Customer, string>> {
  const errors: Partial<Record<keyof Customer, string>> = {};
  if (!customer.customerName.trim()) errors.customerName = 'Customer name is required';
  const phone = readPhone(customer.customerPhone, country);
  if (!customer.customerPhone.trim()) errors.customerPhone = 'Customer phone is required';
  else if (!phone.ok) errors.customerPhone = phone.error;
  return errors;
}
