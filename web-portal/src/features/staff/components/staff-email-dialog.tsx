import { Button, Dialog, Input, buttonClasses, readApiError, toast } from '@ringbook/web-shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarX2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Loading } from '../../../components/load-state';
import { paths } from '../../../config/paths';
import { googleStatusQueryKey, useGoogleStatus } from '../../../lib/api/google-status';
import { useShareCalendar, type StaffMember } from '../../../lib/api/staff';
import { z } from '../../../lib/zod';

export const EMAIL_REQUIRED = 'Email is required';

type StaffEmailDialogProps = { member: StaffMember | undefined; onClose: () => void };

/** Add Staff's Email: shares the member's Google calendar with that address (needs Google Calendar). */
export function StaffEmailDialog({ member, onClose }: StaffEmailDialogProps) {
  const open = member !== undefined;
  const identity = useGoogleStatus({ enabled: open });
  const notConnected = identity.data?.connected === false;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Add Staff's Email"
      description={
        member ? `Share ${member.name}'s calendar with their e-mail so they see their appointments.` : undefined
      }
      footer={
        notConnected ? (
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        ) : undefined
      }
    >
      {identity.isPending && (
        <Loading className="text-sm">Checking your Google Calendar...</Loading>
      )}
      {identity.isError && (
        <p className="text-sm text-destructive">We couldn't check your Google Calendar. Please try again.</p>
      )}
      {notConnected && <NotConnected onNavigate={onClose} />}
      {member && identity.data?.connected && <EmailForm member={member} onDone={onClose} />}
    </Dialog>
  );
}

function NotConnected({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-lg border border-border bg-muted p-4">
      <p className="flex items-center gap-2 font-semibold text-foreground">
        <CalendarX2 className="size-5 text-destructive" aria-hidden="true" />
        Google Calendar Not Connected
      </p>
      <p className="text-sm text-muted-foreground">
        Please connect your Google Calendar first to share calendars with staff
      </p>
      <Link
        to={paths.app.getHref('integrations')}
        onClick={onNavigate}
        className={buttonClasses({ variant: 'primary', size: 'sm', className: 'self-start' })}
      >
        Go to Integrations
      </Link>
    </div>
  );
}

const emailSchema = z.object({ email: z.string().trim().min(1, EMAIL_REQUIRED) });

function EmailForm({ member, onDone }: { member: StaffMember; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof emailSchema>, unknown, z.output<typeof emailSchema>>({
    resolver: zodResolver(emailSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const sharing = useShareCalendar({
    onSuccess: () => {
      onDone();
      toast({ title: 'Email added and calendar shared successfully' });
    },
    onError: (err) => {
      const { status, message, fields } = readApiError(err);
      // 409: Google Calendar was disconnected meanwhile; the dialog then shows how to connect it.
      if (status === 409) void queryClient.invalidateQueries({ queryKey: googleStatusQueryKey });
      if (fields?.email) form.setError('email', { type: 'server', message: fields.email });
      toast({ title: 'Failed to add email', description: message, variant: 'destructive' });
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ email }) => sharing.mutate({ staffId: member.staffId, email }))}
      className="flex flex-col gap-4"
    >
      <Input
        label="Email"
        type="email"
        autoComplete="off"
        placeholder={member.email ?? 'name@example.com'}
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={sharing.isPending}>
          {sharing.isPending ? 'Sharing...' : 'Add Email'}
        </Button>
      </div>
    </form>
  );
}
