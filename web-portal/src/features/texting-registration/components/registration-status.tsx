import { cn } from '@ringbook/web-shared';
import { CircleCheck, CircleX, Hourglass, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Registration } from '../api/get-registration';
import { formatDay, stageOf } from '../utils/registration-status';

const TONES = {
  review: { icon: Hourglass, className: 'text-primary' },
  approved: { icon: CircleCheck, className: 'text-success' },
  rejected: { icon: CircleX, className: 'text-destructive' },
} satisfies Record<string, { icon: LucideIcon; className: string }>;

/** Where the registration stands, in one bold line with its icon. */
export function StatusLine({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  const { icon: Icon, className } = TONES[tone];
  return (
    <p className={cn('flex items-start gap-2 font-semibold', className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {children}
    </p>
  );
}

/** In review: which step it is at, and when it was sent. */
export function InReview({ registration }: { registration: Registration }) {
  const stage = stageOf(registration.stage);
  const sent = formatDay(registration.submittedAt);
  return (
    <div className="flex flex-col gap-1">
      <StatusLine tone="review">In review with the carriers</StatusLine>
      {stage && (
        <p className="text-sm text-foreground">
          <span className="font-medium">{stage.step}:</span> <span>{stage.note}</span>
        </p>
      )}
      {sent && <p className="text-sm text-muted-foreground">Sent on {sent}</p>}
      <p className="mt-2 text-sm text-muted-foreground">
        Approval usually takes one to three weeks. Until then your texts go from Ringbook's shared number, and
        replies still reach your inbox.
      </p>
    </div>
  );
}

export function Approved({ registration }: { registration: Registration }) {
  const approved = formatDay(registration.approvedAt);
  return (
    <div className="flex flex-col gap-1">
      <StatusLine tone="approved">Approved: clients are texted from your own number</StatusLine>
      {approved && <p className="text-sm text-muted-foreground">Approved on {approved}</p>}
    </div>
  );
}

/** Turned down: why, and that the details can be corrected and sent again. */
export function TurnedDown({ registration }: { registration: Registration }) {
  return (
    <div className="flex flex-col gap-1">
      <StatusLine tone="rejected">Turned down</StatusLine>
      <p className="text-sm text-foreground">{registration.reason || "The carriers didn't say why."}</p>
      <p className="text-sm text-muted-foreground">
        Correct your details and send them again. Until they're approved, your texts go from Ringbook's
        shared number.
      </p>
    </div>
  );
}
