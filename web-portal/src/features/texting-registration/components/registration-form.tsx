import { Button, Input, Select, cn, readApiError, toast } from '@ringbook/web-shared';
import { phoneExample } from '@ringbook/web-shared/lib/phones.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useRevealFirstInvalid, useRevealInvalidSubmit } from '../../../hooks/use-reveal-first-invalid';
import type { Registration } from '../api/get-registration';
import { useSubmitRegistration, type Submission } from '../api/submit-registration';
import {
  BUSINESS_TYPES,
  POSITIONS,
  REGISTRATION_FIELDS,
  choices,
  formValuesOf,
  registrationSchema,
  type RegistrationField,
  type RegistrationValues,
} from '../utils/registration-form';

const FAILED = "We couldn't send your details. Please try again.";

/** The salon's legal details for carriers: first from its profile, or again as sent when they were turned down. */
export function RegistrationForm({ registration }: { registration: Registration }) {
  const again = registration.status === 'rejected';
  const form = useForm<RegistrationValues, unknown, Submission>({
    resolver: zodResolver(registrationSchema),
    defaultValues: formValuesOf(registration),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  useRevealInvalidSubmit(form.formState);
  const revealFirstInvalid = useRevealFirstInvalid();

  const submit = useSubmitRegistration({
    onSuccess: (sent) =>
      toast(
        sent.status === 'approved'
          ? { title: 'Approved', description: 'Clients are texted from your own number' }
          : { title: 'Sent for approval', description: 'Carriers usually answer in one to three weeks' },
      ),
    onError: (failure) => {
      // A 422 names its fields; a 409 (in review or approved already) and anything else is the form's.
      const { message, fields = {} } = readApiError(failure);
      const named = REGISTRATION_FIELDS.filter((name) => fields[name]);
      for (const name of named) form.setError(name, { type: 'server', message: fields[name] });
      if (named.length > 0) revealFirstInvalid();
      else form.setError('root.server', { type: 'server', message: message ?? FAILED });
    },
  });

  const field = (name: RegistrationField) => ({ ...form.register(name), error: errors[name]?.message });
  const einLastFour = registration.details?.einLastFour;
  const formError = errors.root?.server?.message;

  return (
    <form
      noValidate
      aria-label="Your business's legal details"
      onSubmit={form.handleSubmit((submission) => submit.mutate(submission))}
      className="flex flex-col gap-6"
    >
      <FieldGroup legend="Your business">
        <Wide>
          <Input
            label="Legal business name (as on your IRS records)"
            autoComplete="organization"
            {...field('legalName')}
          />
        </Wide>
        <Select label="Business type" options={choices(BUSINESS_TYPES, 'Choose one')} {...field('businessType')} />
        <Input
          label="EIN"
          inputMode="numeric"
          autoComplete="off"
          placeholder="12-3456789"
          hint={
            again && einLastFour
              ? `The EIN ending ${einLastFour}, or a corrected one`
              : 'The nine-digit number the IRS gave your business'
          }
          {...field('ein')}
        />
        <Wide>
          <Input
            label="Website (or your booking or social page)"
            type="url"
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="https://mysalon.com"
            {...field('website')}
          />
        </Wide>
        <Wide>
          <Input label="Street address" autoComplete="address-line1" {...field('street')} />
        </Wide>
        <Input label="Suite or unit (optional)" autoComplete="address-line2" {...field('streetSecondary')} />
        <Input label="City" autoComplete="address-level2" {...field('city')} />
        <Input
          label="State"
          autoComplete="address-level1"
          autoCapitalize="characters"
          placeholder="TX"
          {...field('state')}
        />
        <Input label="ZIP code" autoComplete="postal-code" placeholder="78701" {...field('postalCode')} />
      </FieldGroup>

      <FieldGroup
        legend="Who carriers may contact"
        description="Carriers may email or call this person about your business."
      >
        <Input label="First name" autoComplete="given-name" {...field('contactFirstName')} />
        <Input label="Last name" autoComplete="family-name" {...field('contactLastName')} />
        <Input
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...field('contactEmail')}
        />
        <Input
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={phoneExample('US')}
          {...field('contactPhone')}
        />
        <Input label="Job title" autoComplete="organization-title" placeholder="Owner" {...field('contactTitle')} />
        <Select
          label="Role"
          hint="The one carriers list closest to theirs: an owner is usually CEO."
          options={choices(POSITIONS, 'Choose one')}
          {...field('contactPosition')}
        />
      </FieldGroup>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
        {formError && (
          <p role="alert" className="text-sm font-medium text-destructive sm:mr-auto">
            {formError}
          </p>
        )}
        <Button type="submit" disabled={submit.isPending} className="w-full sm:w-auto">
          <Send aria-hidden="true" />
          {submit.isPending ? 'Sending...' : again ? 'Send again' : 'Send for approval'}
        </Button>
      </div>
    </form>
  );
}

/** A titled group of the form's fields: two columns from a tablet up, one on a phone. */
function FieldGroup({ legend, description, children }: { legend: string; description?: string; children: ReactNode }) {
  return (
    // A legend is no flex or grid item, so the spacing is its own.
    <fieldset className="min-w-0">
      <legend className={cn('text-base font-semibold text-foreground', description ? 'mb-1' : 'mb-4')}>{legend}</legend>
      {description && <p className="mb-4 text-sm text-muted-foreground">{description}</p>}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** A field that takes the whole row. */
const Wide = ({ children }: { children: ReactNode }) => <div className="sm:col-span-2">{children}</div>;
