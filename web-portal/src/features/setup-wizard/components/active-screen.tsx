import { Button, buttonClasses } from '@ringbook/web-shared';
import { phoneHref } from '@ringbook/web-shared/lib/phones.ts';
import { ArrowRight, CircleCheck, Phone, Settings } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { TestReceptionist } from '../../../components/test-receptionist';
import { paths } from '../../../config/paths';
import type { ReceptionistStatus } from '../../../lib/api/receptionist-status';
import { showError } from '../../../lib/error-toast';
import { useReplaceNumber } from '../api/replace-number';
import { areaCodeUnavailable, phoneNumberOf } from '../utils/status';

type ActiveScreenProps = { status: ReceptionistStatus; onManage: () => void };

/** Shown once the receptionist is live: its number, how it is getting on with the owner's changes, and the ways
 * into its settings and the portal. */
export function ActiveScreen({ status, onManage }: ActiveScreenProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const displayNumber = phoneNumberOf(status);
  const aiName = status.businessInfo.aiName;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 rounded-lg border border-border bg-background p-8 text-center shadow-soft sm:p-10">
      <span className="flex size-16 items-center justify-center rounded-full bg-success/10">
        <CircleCheck aria-hidden="true" className="size-9 text-success" />
      </span>
      <div className="flex flex-col gap-2">
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-foreground focus:outline-none">
          AI Receptionist Active!
        </h2>
        <p className="text-muted-foreground">{aiName} is answering your calls, 24/7. Share this number with clients:</p>
      </div>
      {displayNumber && (
        <a
          href={phoneHref(status.phoneNumber || displayNumber)}
          className="flex items-center gap-3 rounded-lg bg-primary-subtle px-5 py-3 text-2xl font-bold text-primary tabular-nums focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Phone aria-hidden="true" className="size-6" />
          {displayNumber}
        </a>
      )}
      <NumberNotes status={status} />
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {status.receptionistUpdating && !status.replacingNumber ? `Updating ${aiName} with your changes...` : ''}
      </p>
      <div className="flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">
        <TestReceptionist
          displayNumber={displayNumber || 'your salon'}
          aiName={aiName}
          size="lg"
          className="w-full sm:w-auto"
        />
        <Button variant="outline" size="lg" className="w-full sm:w-auto" onClick={onManage}>
          <Settings aria-hidden="true" />
          Manage Settings
        </Button>
        <Link to={paths.app.path.replace(/\/\*$/, '')} className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto' })}>
          Go to Dashboard
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}

/** What the number is, where it differs from what the owner asked for, and a new one on its way (or stuck). */
function NumberNotes({ status }: { status: ReceptionistStatus }) {
  const replace = useReplaceNumber();
  const unavailable = areaCodeUnavailable(status);
  const asked = status.businessInfo.areaCode;
  // The old number stays the receptionist's until the new one is bought.
  const current = phoneNumberOf(status);
  if (status.replacingNumber && status.provisioningError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive">
        <p>
          We couldn't get your new number: {status.provisioningError} Your number {current} still answers.
        </p>
        <Button
          variant="outline"
          disabled={replace.isPending}
          onClick={() => replace.mutate(asked, { onError: (error) => showError(error, 'Please try again in a moment.') })}
        >
          Try again
        </Button>
      </div>
    );
  }
  if (status.replacingNumber) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Getting your new number{asked ? ` in area code ${asked}` : ''}... {current} answers until it's ready, then
        stops working.
      </p>
    );
  }
  if (unavailable) {
    return (
      <p className="text-sm text-muted-foreground">
        No numbers were free in area code {unavailable}, so your receptionist has this toll-free number. You can ask
        for a new number in Manage Settings at any time.
      </p>
    );
  }
  return null;
}
