import { Button, Input, readApiError, toast } from '@ringbook/web-shared';
import { UserPlus } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useAddStaff, type NewStaffMember } from '../api/add-staff';
import { emptyStaffMember, staffMemberSchema, trimStaffMember } from '../utils/add-forms';
import { showError } from '../../../lib/error-toast';
import { useRevealFirstInvalid, useRevealInvalidSubmit } from '../../../hooks/use-reveal-first-invalid';
import { factsFromStatus } from '../utils/status';
import { stepGap } from '../utils/steps';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';
import { WizardNav } from './wizard-nav';
import { usePhoneFormat } from '../../../hooks/use-phone-format';

export function StaffStep({ status, headingRef, onBack, onNext }: StepProps) {
  const formatPhone = usePhoneFormat();
  const form = useForm<NewStaffMember>({
    resolver: zodResolver(staffMemberSchema),
    defaultValues: emptyStaffMember(),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const adding = useAddStaff();
  const revealFirstInvalid = useRevealFirstInvalid();
  useRevealInvalidSubmit(form.formState);
  const gap = stepGap('staff', factsFromStatus(status));

  const field = (name: keyof NewStaffMember) => ({
    ...form.register(name),
    error: form.formState.errors[name]?.message,
  });

  const onAdd = form.handleSubmit((member) =>
    adding.mutate(trimStaffMember(member), {
      onSuccess: () => {
        toast({ title: 'Staff member added!' });
        form.reset(emptyStaffMember());
      },
      onError: (error) => {
        for (const [name, message] of Object.entries(readApiError(error).fields ?? {})) {
          form.setError(name as keyof NewStaffMember, { type: 'server', message });
        }
        revealFirstInvalid();
        showError(error, 'Failed to add staff member');
      },
    }),
  );

  return (
    <StepFrame
      title="Your staff"
      description="Who clients can book with. Add at least one person."
      headingRef={headingRef}
      nav={<WizardNav step="staff" gap={gap} onBack={onBack} onNext={onNext} busy={adding.isPending} />}
    >
      {status.staff.length > 0 && (
        <ul aria-label="Staff members" className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {status.staff.map((person) => (
            <li key={person.staffId ?? person.name} className="flex flex-col gap-0.5 p-3 sm:flex-row sm:items-baseline sm:gap-3">
              <span className="font-medium text-foreground">{person.name}</span>
              {person.title && <span className="text-sm text-muted-foreground">{person.title}</span>}
              {person.email && <span className="text-sm break-all text-muted-foreground sm:ml-auto">{person.email}</span>}
              {person.phone && <span className="text-sm text-muted-foreground tabular-nums">{formatPhone(person.phone)}</span>}
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={onAdd} aria-label="Add a staff member" className="flex flex-col gap-4 rounded-lg bg-muted p-4">
        <h3 className="font-semibold text-foreground">Add a staff member</h3>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Input label="Name" autoComplete="off" required {...field('name')} />
          <Input label="Title" placeholder="e.g. Stylist" autoComplete="off" {...field('title')} />
          <Input label="Email" type="email" autoComplete="off" required {...field('email')} />
          <Input
            label="Mobile (optional)"
            type="tel"
            autoComplete="off"
            placeholder="Texts when a client runs late"
            {...field('phone')}
          />
        </div>
        <div>
          <Button type="submit" variant="outline" disabled={adding.isPending} className="bg-background">
            <UserPlus aria-hidden="true" />
            {adding.isPending ? 'Adding...' : 'Add Staff Member'}
          </Button>
        </div>
      </form>
    </StepFrame>
  );
}
