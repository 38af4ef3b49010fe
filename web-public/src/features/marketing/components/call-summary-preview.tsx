import { CalendarCheck, PhoneIncoming } from 'lucide-react';

export function CallSummaryPreview() {
  return (
    <figure className="rounded-lg border border-border bg-muted p-3 sm:p-6">
      <figcaption className="sr-only">Example of a call summary from Brian</figcaption>
      <div className="flex flex-col gap-3" aria-hidden="true">
        <div className="flex items-center gap-3 rounded-lg bg-background p-3 shadow-soft sm:p-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-subtle text-primary">
            <PhoneIncoming className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-foreground">Call answered by Brian</p>
            <p className="truncate text-sm text-muted-foreground">Maya asked about balayage prices</p>
          </div>
          <span className="text-sm text-muted-foreground tabular-nums">2:14 pm</span>
        </div>
        <div className="flex items-center gap-3 rounded-lg bg-background p-3 shadow-soft sm:p-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent-strong">
            <CalendarCheck className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-foreground">Booked: Balayage with Jess</p>
            <p className="truncate text-sm text-muted-foreground">Saturday at 10:30 am</p>
          </div>
          <span className="text-sm font-semibold text-success tabular-nums">$180</span>
        </div>
        <p className="px-1 pt-1 text-sm text-muted-foreground">
          <span className="font-semibold text-foreground tabular-nums">42 calls</span> answered this
          week while you were with clients.
        </p>
      </div>
    </figure>
  );
}
